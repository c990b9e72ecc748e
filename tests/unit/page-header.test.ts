import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/ui/page-header';

const html = (props: Parameters<typeof PageHeader>[0]) => renderToStaticMarkup(createElement(PageHeader, props));

describe('PageHeader: every page’s title, description, Pro Tips and actions', () => {
  it('the title is the one h1; the description and the back link are drawn when given', () => {
    const out = html({ title: 'Carlos Novak', description: 'carlos@acme.test', back: { href: '/agents', label: 'Agents' } });
    expect(out.match(/<h1[^>]*>Carlos Novak<\/h1>/g)).toHaveLength(1);
    expect(out).toContain('<p class="text-sm text-muted-foreground">carlos@acme.test</p>');
    expect(out).toMatch(/<a [^>]*href="\/agents"[^>]*>← Agents<\/a>/);
  });

  it('the Pro Tips button comes first, then the actions in their order; none of them without help or actions', () => {
    const out = html({
      title: 'Agents',
      help: [{ title: 'Adding agents', type: 'text', content: 'Use New agent.' }],
      actions: [createElement('button', { key: 'a' }, 'Upload CSV'), createElement('button', { key: 'b' }, 'New agent')],
    });
    const tips = out.indexOf('Pro Tips');
    expect(tips).toBeGreaterThan(-1);
    expect(tips).toBeLessThan(out.indexOf('Upload CSV'));
    expect(out.indexOf('Upload CSV')).toBeLessThan(out.indexOf('New agent'));
    const bare = html({ title: 'Mortgage Pro' });
    expect(bare).not.toContain('Pro Tips');
    expect(bare).not.toContain('<p');
    expect(bare).not.toContain('<a ');
  });
});
