import 'server-only';
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpError } from '@/server/http';
import { boundaryOf, MultipartError, readMultipart } from '@/server/files/multipart';

/**
 * Receiving an uploaded file in a route handler without trusting the client and without holding
 * it in memory: the declared Content-Length is checked first; then the body is read as it streams
 * (a multipart form part by part), the file's bytes are counted and their content checked as they
 * arrive, and they go straight to a private temporary file. Reading stops at the first refusal, so
 * an oversize or binary upload is never read whole. What the handler gets is a File backed by that
 * temporary file, which the upstream call streams from; the handler deletes it when done.
 * Refusals are thrown as HttpError (400 no file, 413 too large, 415 not the accepted content).
 */

export interface UploadMessages {
  /** No file in the request (or an empty one). */
  noFile: string;
  tooLarge: string;
  /** The content is not what the caller accepts. */
  wrongType: string;
}

export interface UploadOptions {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The multipart field that carries the file. */
  field?: string;
  messages: UploadMessages;
  /** Where the bytes wait until they are forwarded: the system's temporary folder unless given. */
  spoolDir?: string;
}

/** A received upload: a File that reads from disk, and the way to delete it. */
export interface SpooledUpload {
  file: File;
  /** Deletes the temporary copy (after the upstream call, whatever its outcome). */
  dispose(): Promise<void>;
}

/** Room for a multipart body's boundaries, part headers and small fields around a file of maxBytes. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Leading bytes of formats people pick by mistake instead of a CSV export. */
const BINARY_SIGNATURES: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .docx, .numbers
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .xls, .doc
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0xff, 0xfe], // UTF-16 LE text (Excel's 'Unicode text'), not a CSV the upstream reads
  [0xfe, 0xff], // UTF-16 BE
];
const SIGNATURE_BYTES = Math.max(...BINARY_SIGNATURES.map((sig) => sig.length));

/** How much of the file the check reads. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The CSV content check, fed as bytes arrive: no known binary signature, no NUL byte, and almost
 * no control characters other than tab, form feed and line breaks in the first 64 KiB. UTF-8 and
 * single-byte encodings (Excel's Windows-1252 exports) both pass. `push` answers 'bad' as soon as
 * the bytes so far decide it, 'ok' once the first 64 KiB have passed, else 'open'.
 */
export class CsvSniffer {
  private seen = 0;
  private control = 0;
  private readonly head: number[] = [];
  private verdict: 'open' | 'ok' | 'bad' = 'open';

  push(bytes: Uint8Array): 'open' | 'ok' | 'bad' {
    if (this.verdict !== 'open') return this.verdict;
    const sample = bytes.subarray(0, SNIFF_BYTES - this.seen);
    for (let i = 0; i < sample.byteLength && this.head.length < SIGNATURE_BYTES; i += 1) this.head.push(sample[i] as number);
    if (this.hasSignature(this.head.length >= SIGNATURE_BYTES)) return (this.verdict = 'bad');
    for (const b of sample) {
      if (b === 0) return (this.verdict = 'bad');
      if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) this.control += 1;
    }
    this.seen += sample.byteLength;
    if (this.seen >= SNIFF_BYTES) this.verdict = this.control * 100 <= this.seen ? 'ok' : 'bad';
    return this.verdict;
  }

  /** The file has ended: whether it passed. An empty file does not. */
  end(): boolean {
    if (this.verdict !== 'open') return this.verdict === 'ok';
    if (this.seen === 0 || this.hasSignature(true)) return false;
    return this.control * 100 <= this.seen;
  }

  /** A signature matches the leading bytes; with `final` false only complete matches count. */
  private hasSignature(final: boolean): boolean {
    return BINARY_SIGNATURES.some((sig) => (final || this.head.length >= sig.length) && sig.every((b, i) => this.head[i] === b));
  }
}

/** Whether the bytes look like a CSV (or any plain-text table); see CsvSniffer. */
export function looksLikeCsv(bytes: Uint8Array): boolean {
  const sniffer = new CsvSniffer();
  return sniffer.push(bytes) !== 'bad' && sniffer.end();
}

function decodeName(raw: string | null): string {
  if (!raw) return 'upload';
  try {
    return decodeURIComponent(raw).slice(0, 255) || 'upload';
  } catch {
    return 'upload';
  }
}

const SPOOL_PREFIX = 'dashboard-upload-';

/**
 * Deletes upload files a stopped process left behind (a crash between writing and removing one),
 * at start-up. Only files older than `maxAgeMs` go: another instance on the same host may be
 * receiving an upload right now, and no upload takes an hour. Answers how many were removed.
 */
export async function sweepStaleUploads(dir = tmpdir(), maxAgeMs = 60 * 60_000, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** A private temporary file the upload's bytes are written to as they arrive. */
class Spool {
  readonly path: string;
  private handle: FileHandle | null = null;
  size = 0;

  constructor(dir = tmpdir()) {
    this.path = join(dir, `${SPOOL_PREFIX}${randomUUID()}`);
  }

  async write(bytes: Uint8Array) {
    this.handle ??= await open(this.path, 'wx', 0o600);
    let at = 0;
    while (at < bytes.byteLength) at += (await this.handle.write(bytes, at, bytes.byteLength - at)).bytesWritten;
    this.size += bytes.byteLength;
  }

  async close() {
    await this.handle?.close();
    this.handle = null;
  }

  async remove() {
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
    await rm(this.path, { force: true });
  }
}

/** The request body's chunks, counted against `limit` as they arrive (413 past it). */
async function* counted(body: ReadableStream<Uint8Array>, limit: number, tooLarge: string): AsyncGenerator<Uint8Array> {
  let total = 0;
  // Leaving the loop early (a refusal) cancels the body: the rest is never received.
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limit) throw new HttpError(413, tooLarge);
    yield chunk;
  }
}

/**
 * Reads the request body as it streams and writes the file's bytes (the `field` part of a
 * multipart form, or the whole of any other body) to `spool`, checking each chunk: the size
 * limits (413), the content (415, when `sniffer` is given), a missing or empty file (400). Stops
 * reading at the first refusal. Answers the file's name.
 */
async function receive(req: Request, opts: UploadOptions, spool: Spool, sniffer: CsvSniffer | null): Promise<string> {
  const { maxBytes, messages, field = 'file' } = opts;
  const type = req.headers.get('content-type');
  const multipart = /^\s*multipart\/form-data/i.test(type ?? '');
  const bodyLimit = multipart ? maxBytes + MULTIPART_OVERHEAD_BYTES : maxBytes;

  const declared = req.headers.get('content-length');
  if (declared !== null && declared.trim() !== '') {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) throw new HttpError(400, messages.noFile);
    if (length > bodyLimit) throw new HttpError(413, messages.tooLarge);
  }
  if (!req.body || (multipart && !boundaryOf(type))) throw new HttpError(400, messages.noFile);

  const take = async (bytes: Uint8Array) => {
    if (spool.size + bytes.byteLength > maxBytes) throw new HttpError(413, messages.tooLarge);
    if (sniffer?.push(bytes) === 'bad') throw new HttpError(415, messages.wrongType);
    await spool.write(bytes);
  };
  const chunks = counted(req.body, bodyLimit, messages.tooLarge);

  let name: string | null = null;
  if (!multipart) {
    name = decodeName(req.headers.get('x-file-name'));
    for await (const chunk of chunks) await take(chunk);
  } else {
    try {
      await readMultipart(chunks, type ?? '', async (part) => {
        // The first part of that name that is a file, as FormData.get would answer it.
        if (name !== null || part.name !== field || part.filename === null) return;
        name = part.filename || 'upload';
        for await (const bytes of part.data) await take(bytes);
      });
    } catch (err) {
      if (err instanceof MultipartError) throw new HttpError(400, messages.noFile);
      throw err;
    }
  }
  if (name === null || spool.size === 0) throw new HttpError(400, messages.noFile);
  if (sniffer && !sniffer.end()) throw new HttpError(415, messages.wrongType);
  return name;
}

/**
 * The uploaded file of a request, received to a temporary file: a multipart form (the file in
 * `field`) or a raw body (its name in the X-File-Name header, URI-encoded). Refusals as HttpError.
 */
async function spoolUpload(req: Request, opts: UploadOptions, sniffer: CsvSniffer | null, type: string): Promise<SpooledUpload> {
  const spool = new Spool(opts.spoolDir);
  try {
    const name = await receive(req, opts, spool, sniffer);
    await spool.close();
    const file = new File([await openAsBlob(spool.path)], name, { type });
    return { file, dispose: () => spool.remove() };
  } catch (err) {
    await spool.remove();
    throw err;
  }
}

/** Any uploaded file, size-checked while streaming (no content check). */
export function readUploadedFile(req: Request, opts: UploadOptions): Promise<SpooledUpload> {
  return spoolUpload(req, opts, null, 'application/octet-stream');
}

/** The default size limit of a CSV upload (the spec's 10 MB CSV maximum). */
export const CSV_MAX_BYTES = 10_485_760;

/** An uploaded CSV file, size- and content-checked while streaming, ready to forward (then dispose). */
export function readCsvUpload(req: Request, opts: Omit<UploadOptions, 'maxBytes'> & { maxBytes?: number }): Promise<SpooledUpload> {
  return spoolUpload(req, { ...opts, maxBytes: opts.maxBytes ?? CSV_MAX_BYTES }, new CsvSniffer(), 'text/csv');
}
