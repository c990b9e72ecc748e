// GET /api/users/csv — download every user as CSV (admin, userExportEnabled), streamed through from the upstream
import { upstreamCsvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';
import { usersCsvStream } from '@/server/users';

export const GET = guarded({ action: 'users.csvDownload', limit: 'export' }, async ({ session }) => {
  const upstream = await usersCsvStream(session);
  return upstreamCsvDownload('users.csv', upstream.body);
});
