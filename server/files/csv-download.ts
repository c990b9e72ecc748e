import 'server-only';
import { csvCell } from '@/lib/csv-cell';
import { download } from '@/server/files/download';

/**
 * The one CSV writer of every download. Rows the dashboard makes (audit, Insights) are written by
 * csvDownload; files the upstream makes (users, agents) are passed through by upstreamCsvDownload,
 * each cell rewritten by csvCell (formula-safe, quoted when needed) whatever the upstream sent. Both
 * stream: nothing is held whole, and rows are produced only as fast as the client reads them.
 */

/** Every CSV download starts with one UTF-8 byte-order mark: without it Excel reads a double-clicked .csv in the legacy code page and garbles 'Zoë'. */
export const CSV_BOM = '\uFEFF';
/** About this many characters go into one chunk of the answer (one row a chunk would be thousands of tiny writes). */
const CHUNK_CHARS = 16 * 1024;
/** A cell longer than this is not a users or agents export: the download fails rather than hold it. */
export const CSV_CELL_MAX_CHARS = 1_000_000;

const CSV_TYPE = 'text/csv; charset=utf-8';

/** One line of the file: every cell through csvCell, CRLF as RFC 4180 says. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The header and rows as a UTF-8 byte stream behind the byte-order mark. Each pull (the client is
 * ready for more) takes rows until a chunk is full; a cancelled download stops the rows' source.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly string[]>): ReadableStream<Uint8Array> {
  const source = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let text = CSV_BOM + csvLine(header);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let done = false;
      while (text.length < CHUNK_CHARS) {
        const next = await source.next();
        if (next.done) {
          done = true;
          break;
        }
        text += csvLine(next.value);
      }
      if (text) controller.enqueue(encoder.encode(text));
      text = '';
      if (done) controller.close();
    },
    cancel: async () => void (await source.return?.()),
  });
}

/** A CSV file of rows the dashboard writes, streamed. */
export function csvDownload(filename: string, header: readonly string[], rows: AsyncIterable<readonly string[]>): Response {
  return download(csvStream(header, rows), filename, CSV_TYPE);
}

/** A CSV file the upstream wrote, passed on as it arrives with every cell rewritten (an absent body is an empty file). */
export function upstreamCsvDownload(filename: string, body: ReadableStream<Uint8Array> | null): Response {
  return download(neutraliseCsvFormulas(body ?? new ReadableStream({ start: (c) => c.close() })), filename, CSV_TYPE);
}

type State =
  /** In an unquoted cell (or at its start). */
  | 'unquoted'
  /** Inside a quoted cell. */
  | 'quoted'
  /** A quote inside a quoted cell: an escaped quote if another follows, else the quoting's end. */
  | 'quoteInQuoted';

/** The cell-by-cell rewrite, usable on any chunking of the text (state carries over between chunks). */
export function csvRewriter() {
  let state: State = 'unquoted';
  let cell = '';
  /** Whether the cell under way has begun (a quote or a character): an empty line stays empty. */
  let open = false;
  let first = true;

  function endCell(separator: string): string {
    const out = open || cell ? csvCell(cell) + separator : separator;
    cell = '';
    open = false;
    state = 'unquoted';
    return out;
  }

  function step(ch: string): string {
    if (first) {
      first = false;
      // The upstream's byte-order mark is not the cell's content; the stream writes the one CSV_BOM itself.
      if (ch === CSV_BOM) return '';
    }
    if (state === 'quoted') {
      if (ch === '"') state = 'quoteInQuoted';
      else cell += ch;
    } else if (state === 'quoteInQuoted' && ch === '"') {
      cell += ch;
      state = 'quoted';
    } else if (ch === ',' || ch === '\n' || ch === '\r') {
      return endCell(ch);
    } else if (ch === '"' && !open) {
      state = 'quoted';
      open = true;
    } else {
      // Text after a closing quote, or a quote inside an unquoted cell, is kept as content.
      state = 'unquoted';
      cell += ch;
      open = true;
    }
    if (cell.length > CSV_CELL_MAX_CHARS) throw new Error(`A CSV cell is longer than ${CSV_CELL_MAX_CHARS} characters`);
    return '';
  }

  return {
    write(chunk: string): string {
      let out = '';
      for (const ch of chunk) out += step(ch);
      return out;
    },
    /** The last cell, when the text does not end with a line break. */
    end(): string {
      return open || cell ? endCell('') : '';
    },
  };
}

/** A CSV byte stream (UTF-8) behind CSV_BOM with every cell rewritten by csvCell, streamed chunk by chunk. */
export function neutraliseCsvFormulas(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewrite = csvRewriter();
  // ignoreBOM hands an upstream byte-order mark to the rewriter, which drops it: the file gets one.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(CSV_BOM)),
      transform(chunk, controller) {
        // stream: true holds back a multi-byte character cut in two until its next bytes arrive.
        const text = rewrite.write(decoder.decode(chunk, { stream: true }));
        if (text) controller.enqueue(encoder.encode(text));
      },
      flush(controller) {
        const text = rewrite.write(decoder.decode()) + rewrite.end();
        if (text) controller.enqueue(encoder.encode(text));
      },
    }),
  );
}
