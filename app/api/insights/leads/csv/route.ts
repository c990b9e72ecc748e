// GET /api/insights/leads/csv — the ranked leads of the period and filters as CSV (admin, userExportEnabled)
import { insightsQueryFor } from '@/lib/insights/rules';
import { InsightsQueryParams } from '@/lib/insights/schema';
import { guarded } from '@/server/http';
import { leadsCsv } from '@/server/insights';

export const GET = guarded({ action: 'insights.export', query: InsightsQueryParams, limit: 'export' }, async ({ session, viewer, query: asked }) => {
  const query = insightsQueryFor(asked, viewer);
  const csv = await leadsCsv(session, query);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="insights-leads-${query.period}-days.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
