// GET /api/routing/report/csv — the routing report of a period as CSV: its agents, then its offices
import { REPORT_CSV_HEADER } from '@/lib/routing/report';
import { ReportQueryParams } from '@/lib/routing/schema';
import { csvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';
import { reportCsvRows } from '@/server/routing/report';

export const GET = guarded({ action: 'routing.reportCsv', query: ReportQueryParams, limit: 'export' }, async ({ session, query }) => {
  return csvDownload(`routing-report-${query.period}-days.csv`, REPORT_CSV_HEADER, await reportCsvRows(session, query));
});
