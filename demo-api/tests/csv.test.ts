import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@/server/upstream/contract';
import { ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

type Preview = {
  data: {
    ok_rows: { row: number; name: string; email: string }[];
    error_rows: { row: number; name: string; email: string; reason: string }[];
  };
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const upload = (text: string | Uint8Array, as = ADMIN) =>
  t.call<Preview>(agents.agentCsvPreview, {}, { as, files: { file: { name: 'agents.csv', type: 'text/csv', bytes: text } } });

describe('agents CSV upload (preview)', () => {
  it('splits ok rows and error rows with reasons and spreadsheet row numbers', async () => {
    const csv = [
      'Email,NAME,extra', // row 1: header, any case, any order, extra columns ignored
      'new.one@acme.test,New One,x', // 2 ok
      'broken-email,Bad Email,', // 3 invalid
      ',No Name Email,', // 4 missing email
      'no.name@acme.test,,', // 5 missing name
      '', // 6 blank line: skipped, still counted
      'NEW.ONE@acme.test,Again,', // 7 duplicate in file
      'agent@acme.test,Existing,', // 8 already exists
      '"quoted, comma@acme.test",Quoted,', // 9 invalid (comma inside)
      'new.two@acme.test,"Two, Jr.",', // 10 ok
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.data.ok_rows).toEqual([
      { row: 2, name: 'New One', email: 'new.one@acme.test' },
      { row: 10, name: 'Two, Jr.', email: 'new.two@acme.test' },
    ]);
    expect(res.body.data.error_rows.map((r) => [r.row, r.reason])).toEqual([
      [3, 'Invalid email'],
      [4, 'Missing email'],
      [5, 'Missing name'],
      [7, 'Duplicate email in file (row 2)'],
      [8, 'Email already exists'],
      [9, 'Invalid email'],
    ]);
  });

  it('counts a multi-line quoted cell as one row and strips a BOM', async () => {
    const res = await upload('\uFEFFname,email\n"Multi\nLine",multi@acme.test\nAfter,after@acme.test\n');
    expect(res.body.data.ok_rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('explains a bad file with a 400', async () => {
    expect((await upload('first,last\nA,B\n')).body).toEqual({
      message: 'The first row must be a header with the columns name and email.',
    });
    expect((await upload('')).body).toEqual({ message: 'The CSV file is empty.' });
    const unclosed = await upload('name,email\n"Open,a@b.test\n');
    expect(unclosed.status).toBe(400);
    expect((unclosed.body as unknown as { message: string }).message).toMatch(/^Could not read the CSV file/);
    const nofile = await t.call(agents.agentCsvPreview, {}, { as: ADMIN, files: {} });
    expect(nofile.body).toEqual({ message: 'Please select a CSV file.' });
    expect((await upload('name,email\n', MANAGER)).status).toBe(403);
  });
});

describe('agent_publish', () => {
  it('creates the agents and writes a creation email for each', async () => {
    const before = (await t.call<{ total: number }>(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN })).body.total;
    const res = await t.call(
      agents.agentPublish,
      {
        rows: [
          { name: 'Pub One', email: 'pub.one@acme.test' },
          { name: 'Pub Two', email: 'pub.two@acme.test' },
          { name: 'Existing', email: 'agent@acme.test' },
        ],
      },
      { as: ADMIN },
    );
    expect(res.body).toEqual({ created: 2, message: '2 agents imported; 1 skipped (email already exists).' });
    expect((await t.call<{ total: number }>(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN })).body.total).toBe(before + 2);
    const mail = (await t.fetch('/__demo/outbox?to=pub.two@acme.test')).body as { items: { kind: string; subject: string }[] };
    expect(mail.items).toEqual([expect.objectContaining({ kind: 'email', subject: 'Your Acme Realty agent account' })]);
  });

  it('refuses an import beyond the plan limit', async () => {
    const count = (await t.call<{ total: number }>(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN })).body.total;
    await t.json('POST', '/__demo/apps/acme', { plan_limit: count + 1 });
    const res = await t.call(
      agents.agentPublish,
      {
        rows: [
          { name: 'A', email: 'limit.a@acme.test' },
          { name: 'B', email: 'limit.b@acme.test' },
        ],
      },
      { as: ADMIN },
    );
    expect(res).toMatchObject({ status: 403, body: { message: 'Agent limit reached. Upgrade your plan to add more agents.' } });
    expect((t.db().prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'limit.%'").get() as { n: number }).n).toBe(0);
    await t.json('POST', '/__demo/apps/acme', { plan_limit: 200 });
  });
});

describe('agents CSV download', () => {
  it('streams every agent as text/csv in several chunks', async () => {
    await t.json('POST', '/__demo/agents/bulk', { stackId: 'acme', count: 1200 });
    const chunks: number[] = [];
    const text = await new Promise<string>((resolve, reject) => {
      const req = http.get(`${t.url}/app/agents_csv`, { headers: { 'X-API-KEY': t.key(ADMIN) } }, (res) => {
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        expect(res.headers['content-disposition']).toMatch(/attachment/);
        expect(res.headers['transfer-encoding']).toBe('chunked');
        let all = '';
        res.on('data', (d: Buffer) => {
          chunks.push(d.length);
          all += d.toString();
        });
        res.on('end', () => resolve(all));
      });
      req.on('error', reject);
    });
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,phone,office,active,total_users,login_count,created');
    expect(lines).toHaveLength(1 + 1200);
    expect(chunks.length).toBeGreaterThan(2);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    await t.json('POST', '/__demo/apps/acme', { plan_limit: 0 }); // 0 = unlimited
    const made = await t.call(
      agents.createAgent,
      { name: '=HYPERLINK("http://evil")', email: 'formula@acme.test', password: 'secret1', phone: '+1 415 555 0101' },
      { as: ADMIN },
    );
    expect(made.status).toBe(200);
    const res = await t.call(agents.agentsCsv, {}, { as: ADMIN });
    const line = res.text.split('\r\n').find((l) => l.includes('formula@acme.test'));
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`'+1 415 555 0101`);
    expect((await t.call(agents.agentsCsv, {}, { as: MANAGER })).status).toBe(403);
  });
});
