import 'server-only';

/**
 * CSV downloads are passed through as they stream in, with one change: a cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so it opens as text whatever the upstream sent (CSV injection, OWASP's advice).
 * The rewrite is a small state machine over the characters, so the stream is never buffered.
 */

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const BOM = '\uFEFF';

type State =
  /** At the first character of a cell (unquoted so far). */
  | 'cellStart'
  /** Inside an unquoted cell, past its first character. */
  | 'unquoted'
  /** Just after the opening quote of a quoted cell: its first content character comes next. */
  | 'quotedStart'
  /** Inside a quoted cell. */
  | 'quoted'
  /** A quote inside a quoted cell: an escaped quote if another follows, else the cell's end. */
  | 'quoteInQuoted';

/** The character-level rewrite, usable on any chunking of the text (state carries over between chunks). */
export function formulaNeutraliser() {
  let state: State = 'cellStart';
  let first = true;

  function step(ch: string): string {
    if (first) {
      first = false;
      // A byte-order mark is not the cell's content: spreadsheets drop it and read what follows.
      if (ch === BOM) return ch;
    }
    switch (state) {
      case 'cellStart':
        if (ch === '"') {
          state = 'quotedStart';
          return ch;
        }
        if (ch === ',' || ch === '\n' || ch === '\r') return ch;
        state = 'unquoted';
        return FORMULA_START.has(ch) ? `'${ch}` : ch;
      case 'unquoted':
        if (ch === ',' || ch === '\n' || ch === '\r') state = 'cellStart';
        return ch;
      case 'quotedStart':
        if (ch === '"') {
          state = 'quoteInQuoted';
          return ch;
        }
        state = 'quoted';
        return FORMULA_START.has(ch) ? `'${ch}` : ch;
      case 'quoted':
        if (ch === '"') state = 'quoteInQuoted';
        return ch;
      case 'quoteInQuoted':
        if (ch === '"') {
          state = 'quoted';
          return ch;
        }
        // The quoted cell has ended; what follows is a separator (or stray text kept as it is).
        state = ch === ',' || ch === '\n' || ch === '\r' ? 'cellStart' : 'unquoted';
        return ch;
    }
  }

  return (chunk: string): string => {
    let out = '';
    for (const ch of chunk) out += step(ch);
    return out;
  };
}

/** A CSV byte stream (UTF-8) with formula cells neutralised, streamed chunk by chunk. */
export function neutraliseCsvFormulas(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewrite = formulaNeutraliser();
  // ignoreBOM keeps a byte-order mark in the text, so spreadsheets still read the file as UTF-8.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // stream: true holds back a multi-byte character cut in two until its next bytes arrive.
        const text = rewrite(decoder.decode(chunk, { stream: true }));
        if (text) controller.enqueue(encoder.encode(text));
      },
      flush(controller) {
        const text = rewrite(decoder.decode());
        if (text) controller.enqueue(encoder.encode(text));
      },
    }),
  );
}
