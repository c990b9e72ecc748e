import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indentedOfficeLabel } from '@/components/agents/list/office-options';
import { isCsvPreview } from '@/lib/agents/check';
import { AgentImportInput, AgentOrderInput, AGENT_MSG, newAgentSchema } from '@/lib/agents/schema';
import { agentPublish, createAgent } from '@/server/upstream/contract/agents';

const valid = { name: 'Ann Lee', email: 'ann@example.com', password: 'secret1' };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('new agent form', () => {
  const schema = newAgentSchema({ officeRequired: false });

  it('accepts name, email and password, with phone and office optional', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: undefined, office: undefined });
    expect(schema.parse({ ...valid, phone: ' 415 555 0100 ', office: 4 })).toEqual({ ...valid, phone: '415 555 0100', office: 4 });
    expect(schema.parse({ ...valid, phone: '   ', office: null })).toEqual({ ...valid, phone: undefined, office: undefined });
  });

  it("gives the spec's messages", () => {
    expect(messages(schema.safeParse({ name: '  ', email: 'nope', password: '12345' }))).toEqual({
      name: 'Required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(messages(schema.safeParse({ ...valid, email: '' }))).toEqual({ email: AGENT_MSG.invalidEmail });
  });

  it("requires the office, with 'Required', when asked to", () => {
    const strict = newAgentSchema({ officeRequired: true });
    expect(messages(strict.safeParse(valid))).toEqual({ office: 'Required' });
    expect(messages(strict.safeParse({ ...valid, office: 0 }))).toEqual({ office: 'Required' });
    expect(strict.parse({ ...valid, office: 3 }).office).toBe(3);
  });

  it('trims the name and email the server receives', () => {
    expect(schema.parse({ ...valid, name: '  Ann Lee ', email: ' ann@example.com ' })).toMatchObject(valid);
  });
});

describe('parity with the upstream contract', () => {
  // A form that accepts what the contract refuses would pass the check and then fail the call.
  const tricky = ['!a@a.aa', 'a@b.c', 'ü@example.com', 'a..b@example.com', '.a@example.com', 'a@-example.com', 'a b@example.com', 'a@b'];
  const emails = fc.oneof(fc.emailAddress(), fc.constantFrom(...tricky), fc.string({ maxLength: 30 }));

  it('a new agent the form accepts is one the contract accepts', () => {
    const schema = newAgentSchema({ officeRequired: false });
    fc.assert(
      fc.property(emails, fc.string({ maxLength: 8 }), (email, name) => {
        const form = schema.safeParse({ name, email, password: 'secret1' });
        if (form.success) expect(createAgent.request.safeParse(form.data).success).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('import rows the form accepts are rows the contract accepts', () => {
    fc.assert(
      fc.property(emails, (email) => {
        const form = AgentImportInput.safeParse({ rows: [{ name: 'Bo', email }] });
        if (form.success) expect(agentPublish.request.safeParse(form.data).success).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('agent order', () => {
  it('takes ids, each once', () => {
    expect(AgentOrderInput.parse({ order: [3, 1, 2] }).order).toEqual([3, 1, 2]);
    expect(AgentOrderInput.safeParse({ order: [] }).success).toBe(false);
    expect(AgentOrderInput.safeParse({ order: [1, 2, 1] }).success).toBe(false);
    expect(AgentOrderInput.safeParse({ order: [1, -2] }).success).toBe(false);
    expect(AgentOrderInput.safeParse({ order: ['1'] }).success).toBe(false);
  });
});

describe('CSV import and preview', () => {
  it('imports rows with a name and a valid email', () => {
    expect(AgentImportInput.parse({ rows: [{ name: ' Bo ', email: 'bo@x.co' }] }).rows).toEqual([{ name: 'Bo', email: 'bo@x.co' }]);
    expect(AgentImportInput.safeParse({ rows: [] }).success).toBe(false);
    expect(AgentImportInput.safeParse({ rows: [{ name: 'Bo', email: 'bo' }] }).success).toBe(false);
  });

  it('reads the preview answer', () => {
    const preview = {
      okRows: [{ row: 2, name: 'Bo', email: 'bo@x.co' }],
      errorRows: [{ row: 3, name: '', email: 'x', reason: 'Invalid email' }],
    };
    expect(isCsvPreview(preview)).toBe(true);
    expect(isCsvPreview({ okRows: [], errorRows: [] })).toBe(true);
    expect(isCsvPreview({ okRows: [{ row: 'two' }], errorRows: [] })).toBe(false);
    expect(isCsvPreview({ okRows: [{ row: 2.5, name: 'Bo', email: 'bo@x.co' }], errorRows: [] })).toBe(false);
    expect(isCsvPreview({ okRows: [], errorRows: [{ row: 3, name: '', email: 'x' }] })).toBe(false);
    expect(isCsvPreview({ okRows: [] })).toBe(false);
    expect(isCsvPreview(null)).toBe(false);
    expect(isCsvPreview({ error: { message: 'Error processing file' } })).toBe(false);
  });

  it('names the oversize file in its message', () => {
    expect(AGENT_MSG.csvTooLarge('agents.csv')).toBe('File agents.csv is larger than 10MB. Please select a smaller file.');
  });
});

describe('office options', () => {
  it('indents 10 units per depth with no-break spaces', () => {
    expect(indentedOfficeLabel({ id: 1, name: 'HQ', depth: 0 })).toBe('HQ');
    expect(indentedOfficeLabel({ id: 2, name: 'West', depth: 1 })).toBe('\u00a0'.repeat(3) + 'West');
    expect(indentedOfficeLabel({ id: 3, name: 'LA', depth: 2 })).toBe('\u00a0'.repeat(7) + 'LA');
  });
});
