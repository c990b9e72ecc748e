// GET /api/audit/csv — the brokerage's audit log as CSV, with the screen's filters, streamed a batch at a time
import { AUDIT_CSV_HEADER, AUDIT_QUERY, auditCsvCells } from '@/lib/audit/query';
import type { AuditEvent } from '@/lib/audit/event';
import { auditExport } from '@/server/audit/screen';
import { csvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';

async function* cellsOf(events: AsyncIterable<AuditEvent>) {
  for await (const event of events) yield auditCsvCells(event);
}

export const GET = guarded({ action: 'audit.export', limit: 'export' }, async ({ req, session, app }) => {
  const query = AUDIT_QUERY.parse(new URL(req.url).searchParams);
  return csvDownload('audit-log.csv', AUDIT_CSV_HEADER, cellsOf(auditExport(session, app, query)));
});
