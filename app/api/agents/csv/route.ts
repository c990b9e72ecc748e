// GET /api/agents/csv — download every agent as CSV, streamed through from the upstream
import { agentsCsvStream } from '@/server/agents';
import { upstreamCsvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'agents.csvDownload', limit: 'export' }, async ({ session }) => {
  const upstream = await agentsCsvStream(session);
  return upstreamCsvDownload('agents.csv', upstream.body);
});
