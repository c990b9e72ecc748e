import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDownload, csvLine, csvStream } from '@/server/files/csv-download';

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
/** The text as a spreadsheet reads it: the byte-order mark kept, not swallowed by the decoder. */
const textOf = async (stream: ReadableStream<Uint8Array>) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(stream));

async function* rowsOf(rows: string[][]) {
  yield* rows;
}

describe('the CSV writer', () => {
  it('writes every cell through csvCell: formulas become text, separators and quotes are quoted', async () => {
    const rows = [
      ['1', '=HYPERLINK("http://evil")', 'Lee, +1 415'],
      ['2', '@SUM(A1)', 'Zoë "Z" Ørsted'],
    ];
    expect(await textOf(csvStream(['id', 'name', 'note'], rowsOf(rows)))).toBe(
      `${CSV_BOM}id,name,note\r\n1,"'=HYPERLINK(""http://evil"")","Lee, '+1 415"\r\n2,'@SUM(A1),"Zoë ""Z"" Ørsted"\r\n`,
    );
    expect(csvLine(['-3', 'a;=b'])).toBe(`'-3,"a;'=b"\r\n`);
  });

  it('starts the file with exactly one UTF-8 byte-order mark (EF BB BF), so Excel reads non-ASCII names', async () => {
    const bytes = await bytesOf(csvStream(['name'], rowsOf([['Zoë']])));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bytes.slice(3, 7)]).toEqual([...new TextEncoder().encode('name')]);
  });

  it('answers a download: attachment, CSV type, no sniffing (guarded() adds the cache policy)', async () => {
    const res = csvDownload('x.csv', ['a'], rowsOf([]));
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="x.csv"',
      'x-content-type-options': 'nosniff',
    });
    expect(await textOf(res.body!)).toBe(`${CSV_BOM}a\r\n`);
  });

  it('streams: rows are taken only as the reader asks, in chunks, and a cancel stops the source', async () => {
    let produced = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          produced++;
          yield [String(produced), 'x'.repeat(100)];
        }
      } finally {
        stopped = true;
      }
    }
    const reader = csvStream(['n', 'text'], endless()).getReader();
    const first = await reader.read();
    // One chunk of about 16 KB: ~160 rows of ~105 bytes, not one write a row and not the whole source.
    expect(first.value!.length).toBeGreaterThan(16_000);
    expect(first.value!.length).toBeLessThan(17_000);
    const afterOne = produced;
    expect(afterOne).toBeLessThan(400);
    // Nobody reads for a while (many turns of the event loop): the stream does not run ahead beyond its one-chunk queue.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(produced).toBeLessThan(afterOne * 3);
    await reader.read();
    await reader.cancel();
    expect(stopped).toBe(true);
  });

  it('fails the download when the source fails mid-way, after the rows already sent', async () => {
    async function* failing() {
      yield ['1'];
      throw new Error('store outage');
    }
    await expect(textOf(csvStream(['n'], failing()))).rejects.toThrow('store outage');
  });
});
