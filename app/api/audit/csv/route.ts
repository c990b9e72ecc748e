// GET /api/audit/csv — the brokerage's audit log as CSV, with the screen's filters, streamed a batch at a time
import { csvCell } from '@/lib/csv-cell';
import { AUDIT_CSV_HEADER, AUDIT_QUERY, auditCsvCells } from '@/lib/audit/query';
import { auditExport } from '@/server/audit/screen';
import { guarded } from '@/server/http';

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const GET = guarded({ action: 'audit.export', limit: 'export' }, async ({ req, session, app }) => {
  const query = AUDIT_QUERY.parse(new URL(req.url).searchParams);
  const events = auditExport(session, app, query);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(line(AUDIT_CSV_HEADER))),
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(line(auditCsvCells(next.value))));
    },
    cancel: () => void events.return(undefined),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="audit-log.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
