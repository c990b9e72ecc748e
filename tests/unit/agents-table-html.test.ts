import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentRowsHtml } from '@/components/agents/list/agents-table';
import type { AgentListRow } from '@/lib/agents/rules';

const avery: AgentListRow = {
  id: 42,
  name: 'Avery Agent',
  email: 'agent@acme.test',
  phone: '(415) 555-0100',
  photo: 'https://cdn.test/a.png',
  officeName: 'San Francisco Office',
  users: 3,
  active: true,
  pinned: true,
  setupComplete: true,
};

const all = { showOffice: true, reorderable: true, reorderHintId: 'agents-reorder-hint' };

describe('agentRowsHtml', () => {
  it('renders every field of a row, with the drag handle and the office', () => {
    // Values written in are quoted; fixed values stay bare and end tags are left out (the same DOM, fewer bytes).
    expect(agentRowsHtml([avery], all).html).toBe(
      '<tr data-agent-id="42">' +
        '<td><button type=button data-drag-handle aria-label="Move Avery Agent" aria-describedby="agents-reorder-hint"></button>' +
        '<td><span data-avatar aria-hidden=true>AA<img src="https://cdn.test/a.png" alt="" loading=lazy decoding=async></span>' +
        '<th scope=row><a href="/agents/42">Avery Agent</a>' +
        '<td>agent@acme.test<td>(415) 555-0100<td>San Francisco Office' +
        '<td data-num>3' +
        '<td data-tone=success>Active<td data-tone=info>Pinned<td data-tone=success>Complete',
    );
    expect(agentRowsHtml([avery], all).html).not.toContain('role=');
  });

  it('leaves out the handle and the office column when they are off, and shows the other indications', () => {
    const row = { ...avery, photo: null, phone: null, active: false, pinned: false, setupComplete: false };
    const html = agentRowsHtml([row], { showOffice: false, reorderable: false }).html;
    expect(html).not.toContain('data-drag-handle');
    expect(html).not.toContain('San Francisco Office');
    expect(html).not.toContain('<img');
    // A missing phone and an agent not pinned are empty cells (the stylesheet draws a dash).
    expect(html).toContain('<td>agent@acme.test<td><td data-num>3');
    expect(html).toContain('<td data-tone=neutral>Inactive<td><td data-tone=warning>Incomplete');
    expect(html.match(/<td[ >]/g)).toHaveLength(7);
  });

  it('renders one row per agent, in order', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ ...avery, id: i + 1, name: `Agent ${i + 1}` }));
    const html = agentRowsHtml(rows, all).html;
    expect([...html.matchAll(/<tr data-agent-id="(\d+)">/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5]);
    expect(agentRowsHtml([], all).html).toBe('');
  });

  it('escapes hostile values: they stay text and never open a tag or leave an attribute', () => {
    const hostile = {
      ...avery,
      name: '<script>alert(1)</script>',
      email: '"><img src=x onerror=alert(1)>',
      phone: "' onmouseover='x",
      officeName: '</td></tr></tbody><b>',
      photo: 'https://x.test/a.png" onerror="alert(1)',
    };
    const html = agentRowsHtml([hostile], all).html;
    expect(html).not.toMatch(/<script|<img src=x|<b>|<\/tbody/);
    expect(html).toContain('aria-label="Move &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<img src="https://x.test/a.png&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('<td>&#x27; onmouseover=&#x27;x');
  });

  it('for any values, the markup is that of a harmless row: same tags, same quotes', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    const markupOf = (html: string) => html.replace(/[^<>"']/g, '');
    fc.assert(
      fc.property(text, text, fc.option(text), fc.option(text), fc.option(text), (name, email, phone, officeName, photo) => {
        const row = { ...avery, name, email, phone, officeName, photo: photo || null };
        const plain = { ...avery, name: 'a', email: 'a', phone: 'a', officeName: 'a', photo: row.photo ? 'a' : null };
        expect(markupOf(agentRowsHtml([row], all).html)).toBe(markupOf(agentRowsHtml([plain], all).html));
      }),
      { numRuns: 300 },
    );
  });
});
