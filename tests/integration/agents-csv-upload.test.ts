import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  CsvSniffer,
  looksLikeCsv,
  MULTIPART_OVERHEAD_BYTES,
  readCsvUpload,
  readUploadedFile,
  type SpooledUpload,
} from '@/server/files/csv-upload';
import { HttpError } from '@/server/http';

// The uploads of this suite wait in a folder of their own, to see what each leaves behind.
const spoolDir = mkdtempSync(join(tmpdir(), 'csv-upload-test-'));
const messages = { noFile: 'No file', tooLarge: 'Too large', wrongType: 'Not a CSV' };
const enc = new TextEncoder();
const spooled = () => readdirSync(spoolDir);
const opened: SpooledUpload[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((u) => u.dispose()));
  // Every upload, taken or refused, leaves no temporary file behind.
  expect(spooled()).toEqual([]);
});
afterAll(() => rmSync(spoolDir, { recursive: true, force: true }));

async function taken(p: Promise<SpooledUpload>): Promise<SpooledUpload> {
  const upload = await p;
  opened.push(upload);
  return upload;
}

async function bytesOf(upload: SpooledUpload): Promise<Uint8Array> {
  return new Uint8Array(await upload.file.arrayBuffer());
}

/** A request whose body is produced chunk by chunk, recording how many chunks were pulled. */
function streamedRequest(chunks: number, chunkBytes: number, headers: Record<string, string> = {}, fill = 0x61) {
  const stats = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= chunks) return controller.close();
      stats.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(fill));
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  const req = new Request('http://localhost/api/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { req, stats };
}

/** A request whose body arrives in the given pieces, in order. */
function chunkedRequest(pieces: Uint8Array[], headers: Record<string, string>) {
  const queue = [...pieces];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Request('http://localhost/api/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  try {
    opened.push((await p) as SpooledUpload);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected the upload to be refused');
}

function multipart(file: Uint8Array | string | null, name = 'agents.csv', field = 'file') {
  // The form's bytes, as a browser sends them. (A FormData body is not used here: Node 24's fetch
  // keeps feeding a FormData body's stream after a refusal has cancelled it, an unhandled rejection.)
  const boundary = '----form-boundary-7MA4YWxkTrZu0gW';
  const body = multipartBytes(boundary, file === null ? [] : [{ name: field, filename: name, content: file }]);
  return new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A multipart body as bytes, with a boundary of our choosing. */
function multipartBytes(boundary: string, parts: { name: string; filename?: string; content: Uint8Array | string }[]) {
  const out: Uint8Array[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    out.push(
      enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\nContent-Type: text/csv\r\n\r\n`),
    );
    out.push(typeof part.content === 'string' ? enc.encode(part.content) : part.content);
    out.push(enc.encode('\r\n'));
  }
  out.push(enc.encode(`--${boundary}--\r\n`));
  return Buffer.concat(out);
}

/** Cuts bytes into pieces at the given offsets. */
function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.filter((n) => n > 0 && n < bytes.byteLength))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => bytes.slice(start, points[i] ?? bytes.byteLength));
}

describe('size limits while the body streams', () => {
  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { req, stats } = streamedRequest(100, 1024, { 'content-type': 'text/csv', 'content-length': String(100 * 1024) });
    const err = await refusal(readUploadedFile(req, { maxBytes: 10 * 1024, messages, spoolDir }));
    expect(err.status).toBe(413);
    expect(err.message).toBe('Too large');
    expect(stats.pulled).toBeLessThanOrEqual(1); // a stream may pre-fetch one chunk; nothing is read
  });

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-type': 'text/csv' });
    const err = await refusal(readUploadedFile(req, { maxBytes: 10 * 1024, messages, spoolDir }));
    expect(err.status).toBe(413);
    expect(stats.pulled).toBeLessThan(15);
    expect(stats.cancelled).toBe(true);
  });

  it('stops reading a body that lies about its length', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-type': 'text/csv', 'content-length': '2048' });
    const err = await refusal(readUploadedFile(req, { maxBytes: 10 * 1024, messages, spoolDir }));
    expect(err.status).toBe(413);
    expect(stats.pulled).toBeLessThan(15);
  });

  it('takes a body up to the limit whole', async () => {
    const { req } = streamedRequest(10, 1024, { 'content-type': 'text/csv' });
    const upload = await taken(readUploadedFile(req, { maxBytes: 10 * 1024, messages, spoolDir }));
    const bytes = await bytesOf(upload);
    expect(bytes.byteLength).toBe(10 * 1024);
    expect(bytes.every((b) => b === 0x61)).toBe(true);
  });

  it('refuses a garbage Content-Length and a missing body', async () => {
    const garbage = new Request('http://localhost/x', { method: 'POST', body: 'a,b', headers: { 'content-length': 'abc' } });
    expect((await refusal(readUploadedFile(garbage, { maxBytes: 100, messages, spoolDir }))).status).toBe(400);
    const empty = new Request('http://localhost/x', { method: 'POST' });
    expect((await refusal(readUploadedFile(empty, { maxBytes: 100, messages, spoolDir }))).message).toBe('No file');
  });

  it('refuses a file over the limit even when the form fits the overhead allowance', async () => {
    const err = await refusal(readUploadedFile(multipart('a'.repeat(1200)), { maxBytes: 1000, messages, spoolDir }));
    expect(err.status).toBe(413);
  });

  it('refuses a multipart body over the limit plus overhead while streaming, even with no part in it', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-type': 'multipart/form-data; boundary=x' });
    const err = await refusal(readUploadedFile(req, { maxBytes: 10 * 1024, messages, spoolDir }));
    expect(err.status).toBe(413);
    expect(stats.pulled * 1024).toBeLessThan(10 * 1024 + MULTIPART_OVERHEAD_BYTES + 4096);
  });

  it('stops at the limit inside the file part, not at the end of the body', async () => {
    const head = enc.encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n');
    const stats = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        stats.pulled += 1;
        controller.enqueue(stats.pulled === 1 ? head : new Uint8Array(1024).fill(0x61));
      },
    });
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    const err = await refusal(readCsvUpload(req, { maxBytes: 8 * 1024, messages, spoolDir }));
    expect(err.status).toBe(413);
    expect(stats.pulled).toBeLessThan(12);
  });
});

describe('the file of a multipart form', () => {
  it('takes the file of a multipart form, with its name', async () => {
    const upload = await taken(readUploadedFile(multipart('name,email\nAnn,ann@x.co\n'), { maxBytes: 1000, messages, spoolDir }));
    expect(upload.file.name).toBe('agents.csv');
    expect(await upload.file.text()).toBe('name,email\nAnn,ann@x.co\n');
  });

  it('refuses a form without the file field, with the field as plain text, or with an empty file', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const noField = new Request('http://localhost/x', { method: 'POST', body: form });
    expect((await refusal(readUploadedFile(noField, { maxBytes: 1000, messages, spoolDir }))).message).toBe('No file');
    const text = new FormData();
    text.set('file', 'name,email\n');
    expect(
      (
        await refusal(
          readUploadedFile(new Request('http://localhost/x', { method: 'POST', body: text }), { maxBytes: 1000, messages, spoolDir }),
        )
      ).status,
    ).toBe(400);
    expect((await refusal(readUploadedFile(multipart(''), { maxBytes: 1000, messages, spoolDir }))).message).toBe('No file');
  });

  it('takes the first file of the field, past other fields, and ignores what follows', async () => {
    const body = multipartBytes('zz', [
      { name: 'note', content: 'hello' },
      { name: 'file', filename: 'first.csv', content: 'name,email\nA,a@x.co\n' },
      { name: 'file', filename: 'second.csv', content: 'name,email\nB,b@x.co\n' },
    ]);
    const upload = await taken(
      readCsvUpload(chunkedRequest([body], { 'content-type': 'multipart/form-data; boundary=zz' }), { messages, spoolDir }),
    );
    expect(upload.file.name).toBe('first.csv');
    expect(await upload.file.text()).toBe('name,email\nA,a@x.co\n');
  });

  it('refuses a form without a boundary, or cut off before its closing boundary (400)', async () => {
    const noBoundary = chunkedRequest([enc.encode('x')], { 'content-type': 'multipart/form-data' });
    expect((await refusal(readCsvUpload(noBoundary, { messages, spoolDir }))).status).toBe(400);
    const whole = multipartBytes('zz', [{ name: 'file', filename: 'a.csv', content: 'name,email\nA,a@x.co\n' }]);
    const truncated = chunkedRequest([whole.subarray(0, whole.byteLength - 10)], { 'content-type': 'multipart/form-data; boundary=zz' });
    expect((await refusal(readCsvUpload(truncated, { messages, spoolDir }))).message).toBe('No file');
  });

  it('takes a raw body, named by X-File-Name', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: 'name,email\n',
      headers: { 'content-type': 'text/csv', 'x-file-name': encodeURIComponent('my agents.csv') },
    });
    const upload = await taken(readUploadedFile(req, { maxBytes: 1000, messages, spoolDir }));
    expect(upload.file.name).toBe('my agents.csv');
  });
});

describe('the file arrives byte for byte, however the body is cut into chunks', () => {
  const boundary = '----formdata-test-0123456789';
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const contents: [string, Uint8Array][] = [
    ['CRLF line ends', enc.encode('name,email\r\nAnn,ann@x.co\r\nBo,bo@x.co\r\n')],
    ['quoted fields with line breaks and commas', enc.encode('name,email,notes\r\n"Ann\r\nLee",ann@x.co,"a, ""b""\nc"\r\n')],
    ['text that looks like the start of a boundary', enc.encode(`name,email\r\n--${boundary.slice(0, 12)},x@x.co\r\n-\r\n--\r\n`)],
    ['UTF-8 letters of two, three and four bytes', enc.encode('name,email\nZoë Ärger,zoe@x.co\n€uro 😀,e@x.co\n')],
    ['a byte order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('name,email\nAnn,ann@x.co')])],
  ];

  for (const [what, content] of contents) {
    it(`${what}: cut at every single offset`, async () => {
      const body = multipartBytes(boundary, [{ name: 'file', filename: 'agents.csv', content }]);
      for (let at = 1; at < body.byteLength; at += 1) {
        const upload = await taken(readCsvUpload(chunkedRequest(cut(body, [at]), type), { messages, spoolDir }));
        expect(await bytesOf(upload)).toEqual(content);
      }
    });
  }

  it('in one-byte chunks', async () => {
    const content = contents[1]?.[1] ?? new Uint8Array();
    const body = multipartBytes(boundary, [{ name: 'file', filename: 'agents.csv', content }]);
    const upload = await taken(readCsvUpload(chunkedRequest(cut(body, [...body.keys()]), type), { messages, spoolDir }));
    expect(await bytesOf(upload)).toEqual(content);
  });

  it('for any content and any cuts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.array(fc.nat(400), { maxLength: 8 }), async (raw, cuts) => {
        // A header line, then text bytes (no NUL or other control characters), so the content
        // check passes: without the header the bytes could open with a signature it rightly
        // refuses (CI drew FE FF, the UTF-16 byte order mark).
        const content = new Uint8Array([...enc.encode('name,email\n'), ...raw.map((b) => (b < 0x20 ? 0x0a : b))]);
        const body = multipartBytes(boundary, [{ name: 'file', filename: 'a.csv', content }]);
        const upload = await readCsvUpload(chunkedRequest(cut(body, cuts), type), { messages, spoolDir });
        try {
          expect(await bytesOf(upload)).toEqual(content);
        } finally {
          await upload.dispose();
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('looksLikeCsv', () => {
  it.each([
    ['a UTF-8 CSV', enc.encode('name,email\nZoë Ärger,zoe@x.co\r\n')],
    ['a CSV with a BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('name,email\n')])],
    ['a Windows-1252 CSV', new Uint8Array([...enc.encode('name,email\nZo'), 0xeb, ...enc.encode(',z@x.co\n')])],
    ['a one-column file', enc.encode('name\n')],
  ])('accepts %s', (_what, bytes) => {
    expect(looksLikeCsv(bytes)).toBe(true);
  });

  it.each([
    ['an xlsx (zip)', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ['a PDF', enc.encode('%PDF-1.7\n')],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0])],
    ['an old xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])],
    ['UTF-16 text', new Uint8Array([0xff, 0xfe, 0x6e, 0x00])],
    ['text with a NUL byte', enc.encode('name,email\nAnn\u0000,a@x.co\n')],
    ['binary noise', new Uint8Array(256).map((_, i) => (i * 7) % 32)],
    ['an empty file', new Uint8Array(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(looksLikeCsv(bytes)).toBe(false);
  });
});

describe('CsvSniffer: the same verdict as bytes arrive', () => {
  it('agrees with the check of the whole file, however the bytes are cut', () => {
    const byte = fc.oneof(
      fc.integer({ min: 0x20, max: 0xff }),
      fc.constantFrom(0x0a, 0x0d, 0x09, 0x00, 0x01, 0x1b, 0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe),
    );
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 200 }), fc.array(fc.nat(200), { maxLength: 6 }), (list, cuts) => {
        const bytes = new Uint8Array(list);
        const sniffer = new CsvSniffer();
        let bad = false;
        for (const piece of cut(bytes, cuts)) bad ||= sniffer.push(piece) === 'bad';
        expect(!bad && sniffer.end()).toBe(looksLikeCsv(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it('decides on the first 64 KiB: control characters later do not count', () => {
    const sniffer = new CsvSniffer();
    expect(sniffer.push(new Uint8Array(64 * 1024).fill(0x61))).toBe('ok');
    expect(sniffer.push(new Uint8Array(1024).fill(0x01))).toBe('ok');
    expect(sniffer.end()).toBe(true);
  });

  it('a binary signature split over two chunks is still found', () => {
    const sniffer = new CsvSniffer();
    expect(sniffer.push(new Uint8Array([0x50, 0x4b]))).toBe('open');
    expect(sniffer.push(new Uint8Array([0x03, 0x04, 0x14]))).toBe('bad');
  });
});

describe('readCsvUpload', () => {
  it('answers a text/csv File with the same bytes, deleted on dispose', async () => {
    const upload = await readCsvUpload(multipart('name,email\nAnn,ann@x.co\n'), { messages, spoolDir });
    expect(upload.file.type).toBe('text/csv');
    expect(upload.file.name).toBe('agents.csv');
    expect(await upload.file.text()).toBe('name,email\nAnn,ann@x.co\n');
    expect(spooled()).toHaveLength(1);
    await upload.dispose();
    expect(spooled()).toEqual([]);
  });

  it('judges by content, not by name: a PNG named .csv is refused with 415', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const err = await refusal(readCsvUpload(multipart(png, 'agents.csv'), { messages, spoolDir }));
    expect(err.status).toBe(415);
    expect(err.message).toBe('Not a CSV');
  });

  it('refuses binary content as soon as it arrives, without reading the rest', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-type': 'text/csv' }, 0x00);
    const err = await refusal(readCsvUpload(req, { messages, spoolDir }));
    expect(err.status).toBe(415);
    expect(stats.pulled).toBeLessThan(5);
    expect(stats.cancelled).toBe(true);
  });

  it('uses the 10 MB CSV maximum by default', async () => {
    const { req } = streamedRequest(11, 1024 * 1024, { 'content-type': 'text/csv', 'content-length': String(11 * 1024 * 1024) });
    expect((await refusal(readCsvUpload(req, { messages, spoolDir }))).status).toBe(413);
    const exact = new Request('http://localhost/x', {
      method: 'POST',
      body: new Uint8Array(10_485_760).fill(0x61),
      headers: { 'content-type': 'text/csv' },
    });
    expect((await taken(readCsvUpload(exact, { messages, spoolDir }))).file.size).toBe(10_485_760);
  });

  it('the spooled file is private to the server user', async () => {
    const upload = await taken(readCsvUpload(multipart('name,email\n'), { messages, spoolDir }));
    const [name] = spooled();
    expect(name).toBeDefined();
    expect(statSync(join(spoolDir, name ?? '')).mode & 0o777).toBe(0o600);
    await upload.dispose();
    expect(existsSync(join(spoolDir, name ?? ''))).toBe(false);
  });
});
