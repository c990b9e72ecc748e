import 'server-only';
import { csvCell } from '@/lib/csv-cell';

/**
 * CSV downloads are passed through as they stream in, each cell rewritten by csvCell (formula-safe,
 * quoted when needed) whatever the upstream sent. A small state machine splits the text into cells
 * across chunks; only the cell being read is held, so the stream is never buffered whole.
 */

const BOM = '\uFEFF';
/** A cell longer than this is not a users or agents export: the download fails rather than hold it. */
export const CSV_CELL_MAX_CHARS = 1_000_000;

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
      // A byte-order mark is not the cell's content: spreadsheets drop it and read what follows.
      if (ch === BOM) return ch;
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

/** A CSV byte stream (UTF-8) with every cell rewritten by csvCell, streamed chunk by chunk. */
export function neutraliseCsvFormulas(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewrite = csvRewriter();
  // ignoreBOM keeps a byte-order mark in the text, so spreadsheets still read the file as UTF-8.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
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
