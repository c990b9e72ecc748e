import 'server-only';

/**
 * A multipart/form-data body read as it streams (RFC 7578 over RFC 2046): each chunk is scanned
 * for the boundary and answered as events, so a file part's bytes can be checked and passed on
 * without the body ever being held whole. Part contents are handed out as views into the chunks
 * received, never copied; only the few bytes that might begin a boundary wait for the next chunk.
 */

export interface PartHeaders {
  /** The form field's name (Content-Disposition name). */
  name: string;
  /** The file's name, or null for a plain field (no filename parameter). */
  filename: string | null;
  contentType: string | null;
}

export type MultipartEvent =
  | { type: 'part'; headers: PartHeaders }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'partEnd' };

/** The body is not a well-formed multipart form. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** The boundary of a multipart/form-data Content-Type, or null when there is none or it is invalid. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  // RFC 2046: 1 to 70 characters, not ending in a space.
  return boundary.length >= 1 && boundary.length <= 70 && !boundary.endsWith(' ') ? boundary : null;
}

const CRLF = new Uint8Array([13, 10]);
const HEADER_END = new Uint8Array([13, 10, 13, 10]);
/** Largest header block of one part. */
const MAX_HEADER_BYTES = 16 * 1024;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle, from);
}

/** The parameters of a Content-Disposition value (quoted strings unescaped, names lower-cased). */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const name = m[1]?.toLowerCase() ?? '';
    if (!params.has(name)) params.set(name, m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '').trim());
  }
  return params;
}

function parseHeaders(block: Uint8Array): PartHeaders {
  const text = new TextDecoder().decode(block);
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition ??= value;
    else if (name === 'content-type') contentType ??= value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError('A part has no form-data Content-Disposition');
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('A part has no name');
  return { name, filename: params.get('filename') ?? null, contentType };
}

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done';
const EMPTY = new Uint8Array(0);

/**
 * Push parser: `write` each chunk and act on the events it answers, then `end`. Throws
 * MultipartError on a malformed body (a part without a name, a body cut short).
 */
export class MultipartParser {
  private readonly delimiter: Uint8Array;
  private state: State = 'preamble';
  /** Preamble or body bytes held back because they might begin a delimiter. */
  private carry: Uint8Array;
  /** The unfinished bytes after a delimiter, or of a header block (which starts with CRLF). */
  private pending: Uint8Array = EMPTY;

  constructor(boundary: string) {
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
    // The first boundary has no line break before it: start as if one had just been read.
    this.carry = CRLF;
  }

  /** The form is complete (its closing boundary was read). */
  get done(): boolean {
    return this.state === 'done';
  }

  write(chunk: Uint8Array): MultipartEvent[] {
    const events: MultipartEvent[] = [];
    let buf = chunk;
    let pos = 0;
    if (this.pending.byteLength > 0) {
      buf = concat(this.pending, chunk);
      this.pending = EMPTY;
    }
    for (;;) {
      switch (this.state) {
        case 'done':
          return events;
        case 'preamble':
        case 'body': {
          const past = this.scanBody(buf, pos, events);
          if (past < 0) return events;
          if (this.state === 'body') events.push({ type: 'partEnd' });
          this.state = 'afterDelimiter';
          pos = past;
          break;
        }
        case 'afterDelimiter': {
          const next = this.afterDelimiter(buf, pos);
          if (next < 0) return events;
          pos = next;
          break;
        }
        case 'headers': {
          const next = this.headers(buf, pos, events);
          if (!next) return events;
          ({ buf, pos } = next);
          break;
        }
      }
    }
  }

  /** The body has ended: it must have closed its last part. */
  end(): void {
    if (this.state !== 'done') throw new MultipartError('The form ends before its closing boundary');
  }

  private emit(events: MultipartEvent[], bytes: Uint8Array) {
    if (this.state === 'body' && bytes.byteLength > 0) events.push({ type: 'data', bytes });
  }

  /**
   * Looks for the delimiter from `pos`, in the held-back bytes first. Emits the content before it
   * (in a part's body) and answers the offset in `buf` just past it, or -1 when the chunk ran out.
   */
  private scanBody(buf: Uint8Array, pos: number, events: MultipartEvent[]): number {
    const delim = this.delimiter;
    if (this.carry.byteLength > 0) {
      // A delimiter that begins in the held-back bytes ends within the chunk's first bytes.
      const window = concat(this.carry, buf.subarray(pos, pos + delim.byteLength - 1));
      const at = indexOf(window, delim);
      if (at >= 0) {
        this.emit(events, window.subarray(0, at));
        const past = pos + at + delim.byteLength - this.carry.byteLength;
        this.carry = EMPTY;
        return past;
      }
      if (buf.byteLength - pos < delim.byteLength - 1) {
        // The whole chunk is in the window: hold back its last bytes again, they might begin a delimiter.
        const keep = Math.max(0, window.byteLength - (delim.byteLength - 1));
        this.emit(events, window.subarray(0, keep));
        this.carry = window.slice(keep);
        return -1;
      }
      this.emit(events, this.carry);
      this.carry = EMPTY;
    }
    const at = indexOf(buf, delim, pos);
    if (at >= 0) {
      this.emit(events, buf.subarray(pos, at));
      return at + delim.byteLength;
    }
    const keep = Math.max(pos, buf.byteLength - (delim.byteLength - 1));
    this.emit(events, buf.subarray(pos, keep));
    this.carry = buf.slice(keep);
    return -1;
  }

  /** After a delimiter: `--` closes the form; else optional blanks and a line break open a part. */
  private afterDelimiter(buf: Uint8Array, pos: number): number {
    if (buf.byteLength - pos < 2) {
      this.pending = buf.slice(pos);
      return -1;
    }
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) {
      this.state = 'done';
      return buf.byteLength;
    }
    let at = pos;
    while (at < buf.byteLength && (buf[at] === 0x20 || buf[at] === 0x09)) at += 1;
    if (buf.byteLength - at < 2) {
      this.pending = buf.slice(pos);
      return -1;
    }
    if (buf[at] !== 13 || buf[at + 1] !== 10) throw new MultipartError('A boundary is followed by something other than a line break');
    this.state = 'headers';
    // The header block is searched as CRLF + headers + CRLF CRLF, so a part without headers ends at once.
    this.pending = CRLF;
    return at + 2;
  }

  /** Reads a part's header block; answers where its body starts, or null when the chunk ran out. */
  private headers(buf: Uint8Array, pos: number, events: MultipartEvent[]): { buf: Uint8Array; pos: number } | null {
    const block = this.pending.byteLength > 0 ? concat(this.pending, buf.subarray(pos)) : buf.subarray(pos);
    this.pending = EMPTY;
    const end = indexOf(block, HEADER_END);
    if (end < 0 || end > MAX_HEADER_BYTES) {
      if (block.byteLength > MAX_HEADER_BYTES) throw new MultipartError('A part header block is too large');
      this.pending = block.slice();
      return null;
    }
    events.push({ type: 'part', headers: parseHeaders(block.subarray(2, end)) });
    this.state = 'body';
    return { buf: block, pos: end + HEADER_END.byteLength };
  }
}
