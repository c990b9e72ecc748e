/** A CSV cell, quoted when needed; a leading = + - @ (a spreadsheet formula) is neutralised with a quote. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV download streamed page by page: the header line, then `page(lastId)` rows at a time (by id,
 * so no cursor stays open on the shared connection while the client reads), each turned into cells.
 */
export function streamCsv<Row extends { id: number }>(o: {
  header: readonly string[];
  page: (afterId: number) => Row[];
  cells: (row: Row) => (string | number | null)[];
  filename: string;
}): Response {
  const encoder = new TextEncoder();
  let lastId = 0;
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${o.header.join(',')}\r\n`));
        return;
      }
      const rows = o.page(lastId);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      lastId = rows[rows.length - 1]?.id ?? lastId;
      controller.enqueue(encoder.encode(`${rows.map((r) => o.cells(r).map(csvCell).join(',')).join('\r\n')}\r\n`));
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${o.filename}"`,
      'cache-control': 'no-store',
    },
  });
}
