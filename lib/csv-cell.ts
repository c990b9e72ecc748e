/**
 * The one way the dashboard writes a CSV cell. A spreadsheet runs a cell starting with = + - @ (or
 * a tab or carriage return) as a formula, so such a cell gets a leading apostrophe and opens as text
 * (OWASP's advice for CSV injection). A separator followed by one of them inside a cell is neutralised
 * too: a spreadsheet whose list separator is ';' (most of Europe) splits `Dana;=cmd|…` there and runs
 * the second half. The cell is then quoted, as is any cell holding a quote, a line break or a
 * separator (',' or ';'), so both kinds of spreadsheet read it as one cell.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)([=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A cell's text as it may appear in a CSV opened by a spreadsheet: formula-safe, quoted when needed. */
export function csvCell(text: string): string {
  const start = FORMULA_START.test(text) ? `'${text}` : text;
  return csvField(start.replace(FORMULA_AFTER_SEPARATOR, "$1'$2"));
}

/**
 * A cell's text quoted when needed, and otherwise as it is: only for a CSV no spreadsheet opens (the
 * users file the upstream imports, whose phones start with '+'). Every download uses csvCell.
 */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
