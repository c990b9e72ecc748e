// GET /api/insights/leads/csv — the ranked leads of the period and filters as CSV (admin, userExportEnabled)
import { parseInsightsQuery } from '@/lib/insights/rules';
import { InsightsFilters } from '@/lib/insights/schema';
import { guarded } from '@/server/http';
import { leadsCsv } from '@/server/insights';

export const GET = guarded({ action: 'insights.export', query: InsightsFilters, limit: 'export' }, async ({ session, viewer, req }) => {
  // The query is valid (checked above); the viewer's own reading drops what they may not filter by.
  const query = parseInsightsQuery(new URL(req.url).searchParams, viewer);
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
