// GET /api/user-settings/users-csv — a canceled self-provisioned agent's own users as CSV, streamed through from the upstream
import { upstreamCsvDownload } from '@/server/files/csv-download';
import { guarded } from '@/server/http';
import { ownUsersCsvStream } from '@/server/user-settings';

export const GET = guarded({ action: 'userSettings.usersCsv', limit: 'export' }, async ({ session }) => {
  const upstream = await ownUsersCsvStream(session);
  return upstreamCsvDownload('my-users.csv', upstream.body);
});
