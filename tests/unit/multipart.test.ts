import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, readMultipart, type PartHeaders } from '@/server/files/multipart';

const enc = new TextEncoder();
const dec = new TextDecoder();

type Parsed = { headers: PartHeaders; bytes: Uint8Array };

/** The pieces as a body arriving chunk by chunk. */
async function* piecesOf(pieces: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const piece of pieces) yield piece;
}

/** Feeds the pieces in order and collects the parts, each with its bytes joined. */
async function parse(boundary: string, pieces: Uint8Array[]): Promise<Parsed[]> {
  const parts: Parsed[] = [];
  await readMultipart(piecesOf(pieces), `multipart/form-data; boundary=${boundary}`, async ({ data, ...headers }) => {
    const chunks: Uint8Array[] = [];
    // Copied: a chunk is only the reader's until the next is asked for.
    for await (const bytes of data) chunks.push(bytes.slice());
    parts.push({ headers, bytes: new Uint8Array(Buffer.concat(chunks)) });
  });
  return parts;
}

function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.filter((n) => n > 0 && n < bytes.byteLength))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => bytes.slice(start, points[i] ?? bytes.byteLength));
}

/** A form as the platform's own FormData encoder writes it: its boundary and bytes. */
async function encoded(form: FormData): Promise<{ boundary: string; bytes: Uint8Array }> {
  const res = new Response(form);
  const boundary = boundaryOf(res.headers.get('content-type'));
  if (!boundary) throw new Error('no boundary');
  return { boundary, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('boundaryOf', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; charset=utf-8; boundary="a b:c"', 'a b:c'],
    ['Multipart/Form-Data;boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW', '----WebKitFormBoundary7MA4YWxkTrZu0gW'],
  ])('%s has the boundary %s', (type, boundary) => {
    expect(boundaryOf(type)).toBe(boundary);
  });

  it.each([null, 'text/csv', 'multipart/form-data', 'multipart/mixed; boundary=x', `multipart/form-data; boundary=${'x'.repeat(71)}`])(
    '%s has none',
    (type) => {
      expect(boundaryOf(type)).toBeNull();
    },
  );
});

describe('readMultipart', () => {
  const form = (body: string) => enc.encode(body.replace(/\n/g, '\r\n'));

  it('reads fields and files with their names, ignoring preamble and epilogue', async () => {
    const body = form(
      'This is the preamble.\n' +
        '--xyz\n' +
        'Content-Disposition: form-data; name="note"\n\n' +
        'hello\n' +
        '--xyz\n' +
        'content-disposition: form-data; name="file"; filename="my \\"best\\" agents.csv"\n' +
        'Content-Type: text/csv\n\n' +
        'name,email\nAnn,ann@x.co\n\n' +
        '--xyz--\n' +
        'epilogue --xyz\n',
    );
    const parts = await parse('xyz', [body]);
    expect(parts.map((p) => p.headers)).toEqual([
      { name: 'note', filename: null, contentType: null },
      { name: 'file', filename: 'my "best" agents.csv', contentType: 'text/csv' },
    ]);
    expect(parts.map((p) => dec.decode(p.bytes))).toEqual(['hello', 'name,email\r\nAnn,ann@x.co\r\n']);
  });

  it('refuses transport padding after a boundary (RFC 2046 allows it; busboy does not read it, and no browser sends it)', async () => {
    const body = form('--xyz  \t\nContent-Disposition: form-data; name="file"; filename="a.csv"\n\nabc\n--xyz--\n');
    await expect(parse('xyz', [body])).rejects.toBeInstanceOf(MultipartError);
  });

  it('reads a part with no content, and a file name in UTF-8', async () => {
    const body = enc.encode('--b\r\nContent-Disposition: form-data; name="file"; filename="Agentes de Zoë.csv"\r\n\r\n\r\n--b--');
    const [part] = await parse('b', [body]);
    expect(part?.headers.filename).toBe('Agentes de Zoë.csv');
    expect(part?.bytes.byteLength).toBe(0);
  });

  it('refuses a body cut short, a part without a name, a boundary followed by text, and a huge header block', async () => {
    const errorOf = async (boundary: string, body: Uint8Array) => {
      try {
        await parse(boundary, [body]);
      } catch (err) {
        return err;
      }
      return null;
    };
    expect(await errorOf('b', form('--b\nContent-Disposition: form-data; name="f"\n\nabc'))).toBeInstanceOf(MultipartError);
    expect(await errorOf('b', form('--b\nContent-Disposition: form-data\n\nabc\n--b--'))).toBeInstanceOf(MultipartError);
    expect(await errorOf('b', form('--b\nContent-Type: text/plain\n\nabc\n--b--'))).toBeInstanceOf(MultipartError);
    expect(await errorOf('b', form('--bX\nContent-Disposition: form-data; name="f"\n\nabc\n--b--'))).toBeInstanceOf(MultipartError);
    expect(await errorOf('b', form(`--b\nX-Long: ${'x'.repeat(20_000)}\n\nabc\n--b--`))).toBeInstanceOf(MultipartError);
    expect(await errorOf('b', new Uint8Array())).toBeInstanceOf(MultipartError);
  });

  it('hands out the content in pieces as it arrives, holding back only what might begin a boundary', async () => {
    const head = enc.encode('--boundary\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n');
    let data = 0;
    let done = false;
    let more = () => {};
    // The first chunk, then a body that has not sent its next bytes yet.
    async function* body() {
      yield Buffer.concat([head, new Uint8Array(1000).fill(0x61)]);
      await new Promise<void>((resolve) => (more = resolve));
      yield enc.encode('\r\n--boundary--');
    }
    const reading = readMultipart(body(), 'multipart/form-data; boundary=boundary', async (part) => {
      for await (const bytes of part.data) data += bytes.byteLength;
    }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // '\r\n--boundary' is 12 bytes: at most 11 wait for the next chunk.
    expect(data).toBeGreaterThanOrEqual(1000 - 11);
    expect(done).toBe(false);
    more();
    await reading;
    expect(data).toBe(1000);
  });

  const boundary = 'AaB03x';
  const tricky = [
    'plain text',
    'CRLF\r\nline\r\nends\r\n',
    'quoted "a\r\nb", and ""quotes""\n',
    `almost a boundary \r\n--AaB03 and \r\n--AaB0\r\n-\r\n--`,
    'UTF-8: Zoë Ärger € 😀',
    '\uFEFFname,email with a BOM',
  ];

  for (const content of tricky) {
    it(`keeps ${JSON.stringify(content.slice(0, 24))} byte for byte, cut at every offset`, async () => {
      const bytes = enc.encode(content);
      const body = new Uint8Array(
        Buffer.concat([
          enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`),
          bytes,
          enc.encode(`\r\n--${boundary}--\r\n`),
        ]),
      );
      for (let at = 0; at <= body.byteLength; at += 1) {
        for (const pieces of [cut(body, [at]), cut(body, [at, at + 1, at + 2, at + 7])]) {
          const [part] = await parse(boundary, pieces);
          expect(part?.bytes).toEqual(bytes);
        }
      }
    });
  }

  it('agrees with the platform FormData for any fields, files and chunking', async () => {
    const name = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\r\n"\\]/.test(s));
    const part = fc.record({
      name,
      file: fc.boolean(),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }).map((s) => enc.encode(s)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 4 }), fc.array(fc.nat(1200), { maxLength: 10 }), async (parts, cuts) => {
        const data = new FormData();
        for (const p of parts) {
          if (p.file) data.append(p.name, new Blob([p.content]), `${p.name}.csv`);
          else data.append(p.name, dec.decode(p.content));
        }
        const { boundary: b, bytes } = await encoded(data);
        const parsed = await parse(b, cut(bytes, cuts));
        expect(parsed).toHaveLength(parts.length);
        parsed.forEach((got, i) => {
          const want = parts[i];
          if (!want) throw new Error('missing part');
          expect(got.headers.filename).toBe(want.file ? `${want.name}.csv` : null);
          expect(got.headers.name).toBe(want.name);
          // Plain fields are text; the encoder writes their line breaks as CRLF.
          if (want.file) expect(got.bytes).toEqual(want.content);
          else expect(dec.decode(got.bytes)).toBe(dec.decode(want.content).replace(/\r\n|\r|\n/g, '\r\n'));
        });
      }),
      { numRuns: 200 },
    );
  });
});
