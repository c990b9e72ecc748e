// GET /api/insights/leads/csv — the ranked leads of the period and filters as CSV (admin, userExportEnabled)
import { insightsQueryFor, LEADS_CSV_HEADER } from '@/lib/insights/rules';
import { InsightsQueryParams } from '@/lib/insights/schema';
import { csvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';
import { leadsCsvRows } from '@/server/insights';

export const GET = guarded(
  { action: 'insights.export', query: InsightsQueryParams, limit: 'export' },
  async ({ session, viewer, query: asked }) => {
    // The viewer's own reading drops what they may not filter by.
    const query = insightsQueryFor(asked, viewer);
    return csvDownload(`insights-leads-${query.period}-days.csv`, LEADS_CSV_HEADER, await leadsCsvRows(session, query));
  },
);
