import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvCell } from '@/lib/csv-cell';
import { csvRewriter, neutraliseCsvFormulas } from '@/server/files/csv-download';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { upstreamSubscriberProfile } from './support/routes/user-settings';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));
beforeAll(() => setTestEnvironment());
afterEach(() => nock.cleanAll());

const rewrite = (text: string) => {
  const r = csvRewriter();
  return r.write(text) + r.end();
};

/** Runs the text through the byte stream in chunks of `size` bytes. */
async function streamed(text: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(neutraliseCsvFormulas(body)).arrayBuffer());
}

/** A hostile name: in a ';' locale, Excel would split it at the ';' and run `=cmd|…` as a cell. */
const DANA = "Dana;=cmd|' /C calc'!A0;";

describe('csvCell: the one formula-safe cell', () => {
  it('prefixes a cell that starts like a formula', () => {
    expect(['=1+1', '+2', '-3', '@x', '\tq'].map(csvCell)).toEqual(["'=1+1", "'+2", "'-3", "'@x", `"'\tq"`]);
  });

  it('quotes and neutralises a formula after a separator inside the cell', () => {
    expect(csvCell(DANA)).toBe(`"Dana;'=cmd|' /C calc'!A0;"`);
    expect(csvCell('Lee, +1 415')).toBe(`"Lee, '+1 415"`);
    expect(csvCell('a\n@SUM(A1)')).toBe(`"a\n'@SUM(A1)"`);
    expect(csvCell('x;  -2')).toBe(`"x;  '-2"`);
  });

  it('quotes a cell with a separator, a quote or a line break, and leaves the rest as it is', () => {
    expect(csvCell('Lee; Bo')).toBe('"Lee; Bo"');
    expect(csvCell('bo "the" agent')).toBe('"bo ""the"" agent"');
    expect(['Ann Lee', 'a=b', 'x-y@z.co', '', 'Zoë'].map(csvCell)).toEqual(['Ann Lee', 'a=b', 'x-y@z.co', '', 'Zoë']);
  });
});

describe('CSV downloads: every cell rewritten by csvCell as it streams', () => {
  it('rewrites cells that start like a formula, quoted or not', () => {
    expect(rewrite('a,=1+1,+2,-3,@x\r\n')).toBe("a,'=1+1,'+2,'-3,'@x\r\n");
    expect(rewrite('"=HYPERLINK(""http://x"")",b')).toBe('"\'=HYPERLINK(""http://x"")",b');
  });

  it('quotes and neutralises a separator followed by a formula character, whether the upstream quoted the cell or not', () => {
    expect(rewrite(`id,name\r\n1,"${DANA}"\r\n`)).toBe(`id,name\r\n1,"Dana;'=cmd|' /C calc'!A0;"\r\n`);
    // Unquoted, a ';' is not a separator of a comma-separated file: the cell still holds it all.
    expect(rewrite(`1,${DANA}\n`)).toBe(`1,"Dana;'=cmd|' /C calc'!A0;"\n`);
  });

  it('leaves ordinary cells and line endings alone', () => {
    const plain = 'id,name,email\r\n1,Ann Lee,ann@x.co\r\n2,"Lee, Bo","bo ""the"" agent"\n3,a=b,x-y@z.co\n,,\n';
    expect(rewrite(plain)).toBe(plain);
  });

  it('reads an escaped quote at the start of a cell as content, not a formula', () => {
    expect(rewrite('"",=x')).toBe(`,'=x`);
    expect(rewrite('"""=not a formula"""')).toBe('"""=not a formula"""');
  });

  it("drops the upstream's byte-order mark (the stream writes its own) and still checks the first cell behind it", () => {
    expect(rewrite('\uFEFF=cmd,b')).toBe("'=cmd,b");
  });

  it('gives the same answer however the stream is cut, multi-byte characters included', async () => {
    const text = `id,name\r\n1,"=HYPERLINK(""http://evil"")"\r\n2,Zoë\r\n3,"-2, ""x"""\r\n4,@SUM(A1)\r\n5,"${DANA}"`;
    const expected = rewrite(text);
    for (const size of [1, 2, 3, 5, 7, 64]) expect(await streamed(text, size)).toBe(`\uFEFF${expected}`);
    expect(await streamed(`\uFEFF${text}`, 3)).toBe(`\uFEFF${expected}`);
    expect(expected).toContain("'=HYPERLINK");
    expect(expected).toContain("Dana;'=cmd");
    expect(expected).toContain('Zoë');
  });
});

describe('every CSV download route answers formula-safe cells', () => {
  const ROUTES: { file: string; path: string; who: Role; upstream: (csv: string) => void }[] = [
    {
      file: 'app/api/agents/csv/route.ts',
      path: '/api/agents/csv',
      who: 'admin',
      upstream: (csv) => void upstreamAs('admin').get('/app/agents_csv').reply(200, csv, { 'Content-Type': 'text/csv' }),
    },
    {
      file: 'app/api/users/csv/route.ts',
      path: '/api/users/csv',
      who: 'admin',
      upstream: (csv) => void upstreamAs('admin').get('/app/csv').reply(200, csv, { 'Content-Type': 'text/csv' }),
    },
    {
      file: 'app/api/user-settings/users-csv/route.ts',
      path: '/api/user-settings/users-csv',
      who: 'selfProvisionedAgent',
      upstream: (csv) => {
        upstreamAs('selfProvisionedAgent').get('/user/profile/12').reply(200, upstreamSubscriberProfile);
        upstreamAs('selfProvisionedAgent').get('/user/users_csv').reply(200, csv, { 'Content-Type': 'text/csv' });
      },
    },
  ];
  for (const route of ROUTES) {
    it(`${route.path}: a name with ';=' comes out quoted and neutralised`, async () => {
      route.upstream(`id,name,email\n7,${DANA},dana@x.co\n8,=HYPERLINK("x"),e@x.co\n`);
      const answer = await invoke(await handlerOf(route.file, 'GET'), { path: route.path, cookie: await cookieOf(route.who) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.text).toBe(`\uFEFFid,name,email\n7,"Dana;'=cmd|' /C calc'!A0;",dana@x.co\n8,"'=HYPERLINK(""x"")",e@x.co\n`);
    });
  }
});
