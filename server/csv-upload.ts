import 'server-only';

/**
 * Reading an uploaded file in a route handler without trusting the client: the declared
 * Content-Length is checked first, then bytes are counted while the body streams in and reading
 * stops past the limit, so an oversize upload is never read whole. CSV files are recognised by
 * their content (text, no binary signature), not by their name or declared type.
 */

/** An upload the handler refuses, with the status and the message to show. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

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
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Room for a multipart body's boundaries and part headers around a file of maxBytes. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * The request body as bytes, refused with 413 as soon as it is known to pass maxBytes: from the
 * Content-Length header before reading, else while counting the streamed chunks.
 */
export async function readBodyLimited(req: Request, maxBytes: number, messages: Pick<UploadMessages, 'noFile' | 'tooLarge'>): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && declared.trim() !== '') {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) throw new UploadRefused(messages.noFile, 400);
    if (length > maxBytes) throw new UploadRefused(messages.tooLarge, 413);
  }
  if (!req.body) throw new UploadRefused(messages.noFile, 400);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading: the rest of the body is never buffered.
      await reader.cancel().catch(() => undefined);
      throw new UploadRefused(messages.tooLarge, 413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function decodeName(raw: string | null): string {
  if (!raw) return 'upload';
  try {
    return decodeURIComponent(raw).slice(0, 255) || 'upload';
  } catch {
    return 'upload';
  }
}

/**
 * The uploaded file of a request: a multipart form (the file in `field`) or a raw body (its name in
 * the X-File-Name header, URI-encoded). Size limits as in readBodyLimited.
 */
export async function readUploadedFile(req: Request, opts: UploadOptions): Promise<UploadedFile> {
  const { maxBytes, messages, field = 'file' } = opts;
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    const bytes = await readBodyLimited(req, maxBytes, messages);
    if (bytes.byteLength === 0) throw new UploadRefused(messages.noFile, 400);
    return { name: decodeName(req.headers.get('x-file-name')), bytes };
  }
  const body = await readBodyLimited(req, maxBytes + MULTIPART_OVERHEAD_BYTES, messages);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new UploadRefused(messages.noFile, 400);
  }
  const file = form.get(field);
  if (!file || typeof file === 'string' || file.size === 0) throw new UploadRefused(messages.noFile, 400);
  if (file.size > maxBytes) throw new UploadRefused(messages.tooLarge, 413);
  return { name: file.name || 'upload', bytes: new Uint8Array(await file.arrayBuffer()) };
}

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

/** How much of the file the check reads. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Whether the bytes look like a CSV (or any plain-text table): no known binary signature, no NUL
 * byte, and almost no control characters other than tab and line breaks in the first 64 KiB.
 * UTF-8 and single-byte encodings (Excel's Windows-1252 exports) both pass.
 */
export function looksLikeCsv(bytes: Uint8Array): boolean {
  if (bytes.byteLength === 0) return false;
  if (BINARY_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b))) return false;
  const sample = bytes.subarray(0, SNIFF_BYTES);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control += 1;
  }
  return control * 100 <= sample.byteLength;
}

/** The default size limit and messages of a CSV upload (the spec's 10 MB CSV maximum). */
export const CSV_MAX_BYTES = 10_485_760;

/** An uploaded CSV file, size-checked while streaming and type-checked by content, ready to forward. */
export async function readCsvUpload(req: Request, opts: Omit<UploadOptions, 'maxBytes'> & { maxBytes?: number }): Promise<File> {
  const upload = await readUploadedFile(req, { ...opts, maxBytes: opts.maxBytes ?? CSV_MAX_BYTES });
  if (!looksLikeCsv(upload.bytes)) throw new UploadRefused(opts.messages.wrongType, 415);
  return new File([upload.bytes], upload.name, { type: 'text/csv' });
}
