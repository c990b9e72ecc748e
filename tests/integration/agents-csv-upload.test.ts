import { describe, expect, it } from 'vitest';
import {
  looksLikeCsv,
  MULTIPART_OVERHEAD_BYTES,
  readBodyLimited,
  readCsvUpload,
  readUploadedFile,
  UploadRefused,
} from '@/server/csv-upload';

const messages = { noFile: 'No file', tooLarge: 'Too large', wrongType: 'Not a CSV' };
const enc = new TextEncoder();

/** A request whose body is produced chunk by chunk, recording how many chunks were pulled. */
function streamedRequest(chunks: number, chunkBytes: number, headers: Record<string, string> = {}) {
  const stats = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= chunks) return controller.close();
      stats.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  const req = new Request('http://localhost/api/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { req, stats };
}

async function refusal(p: Promise<unknown>): Promise<UploadRefused> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(UploadRefused);
    return err as UploadRefused;
  }
  throw new Error('expected the upload to be refused');
}

describe('readBodyLimited', () => {
  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { req, stats } = streamedRequest(100, 1024, { 'content-length': String(100 * 1024) });
    const err = await refusal(readBodyLimited(req, 10 * 1024, messages));
    expect(err.status).toBe(413);
    expect(err.message).toBe('Too large');
    expect(stats.pulled).toBeLessThanOrEqual(1); // a stream may pre-fetch one chunk; nothing is read
  });

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const { req, stats } = streamedRequest(1000, 1024);
    const err = await refusal(readBodyLimited(req, 10 * 1024, messages));
    expect(err.status).toBe(413);
    expect(stats.pulled).toBeLessThan(15);
    expect(stats.cancelled).toBe(true);
  });

  it('stops reading a body that lies about its length', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-length': '2048' });
    const err = await refusal(readBodyLimited(req, 10 * 1024, messages));
    expect(err.status).toBe(413);
    expect(stats.pulled).toBeLessThan(15);
  });

  it('reads a body up to the limit whole', async () => {
    const { req } = streamedRequest(10, 1024);
    const bytes = await readBodyLimited(req, 10 * 1024, messages);
    expect(bytes.byteLength).toBe(10 * 1024);
    expect(bytes.every((b) => b === 0x61)).toBe(true);
  });

  it('refuses a garbage Content-Length and a missing body', async () => {
    const garbage = new Request('http://localhost/x', { method: 'POST', body: 'a,b', headers: { 'content-length': 'abc' } });
    expect((await refusal(readBodyLimited(garbage, 100, messages))).status).toBe(400);
    const empty = new Request('http://localhost/x', { method: 'POST' });
    expect((await refusal(readBodyLimited(empty, 100, messages))).message).toBe('No file');
  });
});

function multipart(file: Blob | string | null, name = 'agents.csv', field = 'file') {
  const form = new FormData();
  if (file !== null) form.set(field, file instanceof Blob ? file : new Blob([file]), name);
  return new Request('http://localhost/x', { method: 'POST', body: form });
}

describe('readUploadedFile', () => {
  it('takes the file of a multipart form, with its name', async () => {
    const file = await readUploadedFile(multipart('name,email\nAnn,ann@x.co\n'), { maxBytes: 1000, messages });
    expect(file.name).toBe('agents.csv');
    expect(new TextDecoder().decode(file.bytes)).toBe('name,email\nAnn,ann@x.co\n');
  });

  it('refuses a form without the file field, or with an empty file', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const noField = new Request('http://localhost/x', { method: 'POST', body: form });
    expect((await refusal(readUploadedFile(noField, { maxBytes: 1000, messages }))).message).toBe('No file');
    expect((await refusal(readUploadedFile(multipart(''), { maxBytes: 1000, messages }))).message).toBe('No file');
  });

  it('refuses a file over the limit even when the form fits the overhead allowance', async () => {
    const err = await refusal(readUploadedFile(multipart('a'.repeat(1200)), { maxBytes: 1000, messages }));
    expect(err.status).toBe(413);
  });

  it('refuses a multipart body over the limit plus overhead while streaming', async () => {
    const { req, stats } = streamedRequest(1000, 1024, { 'content-type': 'multipart/form-data; boundary=x' });
    const err = await refusal(readUploadedFile(req, { maxBytes: 10 * 1024, messages }));
    expect(err.status).toBe(413);
    expect(stats.pulled * 1024).toBeLessThan(10 * 1024 + MULTIPART_OVERHEAD_BYTES + 4096);
  });

  it('takes a raw body, named by X-File-Name', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: 'name,email\n',
      headers: { 'content-type': 'text/csv', 'x-file-name': encodeURIComponent('my agents.csv') },
    });
    const file = await readUploadedFile(req, { maxBytes: 1000, messages });
    expect(file.name).toBe('my agents.csv');
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

describe('readCsvUpload', () => {
  it('answers a text/csv File with the same bytes', async () => {
    const file = await readCsvUpload(multipart('name,email\nAnn,ann@x.co\n'), { messages });
    expect(file.type).toBe('text/csv');
    expect(file.name).toBe('agents.csv');
    expect(await file.text()).toBe('name,email\nAnn,ann@x.co\n');
  });

  it('judges by content, not by name: a PNG named .csv is refused with 415', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    const err = await refusal(readCsvUpload(multipart(png, 'agents.csv'), { messages }));
    expect(err.status).toBe(415);
    expect(err.message).toBe('Not a CSV');
  });

  it('uses the 10 MB CSV maximum by default', async () => {
    const { req } = streamedRequest(11, 1024 * 1024, { 'content-type': 'text/csv', 'content-length': String(11 * 1024 * 1024) });
    expect((await refusal(readCsvUpload(req, { messages }))).status).toBe(413);
    const exact = new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(10_485_760).fill(0x61), headers: { 'content-type': 'text/csv' } });
    expect((await readCsvUpload(exact, { messages })).size).toBe(10_485_760);
  });
});
