// GET /api/insights/leads/csv — the ranked leads of the period and filters as CSV (admin, userExportEnabled)
import { LEADS_CSV_HEADER, parseInsightsQuery } from '@/lib/insights/rules';
import { InsightsFilters } from '@/lib/insights/schema';
import { csvDownload } from '@/server/csv-download';
import { guarded } from '@/server/http';
import { leadsCsvRows } from '@/server/insights';

export const GET = guarded({ action: 'insights.export', query: InsightsFilters, limit: 'export' }, async ({ session, viewer, req }) => {
  // The query is valid (checked above); the viewer's own reading drops what they may not filter by.
  const query = parseInsightsQuery(new URL(req.url).searchParams, viewer);
  return csvDownload(`insights-leads-${query.period}-days.csv`, LEADS_CSV_HEADER, await leadsCsvRows(session, query));
});
