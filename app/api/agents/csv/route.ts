// GET /api/agents/csv — download every agent as CSV, streamed through from the upstream
import { agentsCsvStream } from '@/server/agents';
import { neutraliseCsvFormulas } from '@/server/csv-download';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'agents.csvDownload', limit: 'export' }, async ({ session }) => {
  const upstream = await agentsCsvStream(session);
  // Passed on as it arrives (never buffered whole), with formula cells made harmless on the way.
  const body = upstream.body ? neutraliseCsvFormulas(upstream.body) : null;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="agents.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
