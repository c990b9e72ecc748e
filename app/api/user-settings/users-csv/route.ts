// GET /api/user-settings/users-csv — a canceled self-provisioned agent's own users as CSV, streamed through from the upstream
import { neutraliseCsvFormulas } from '@/server/csv-download';
import { guarded } from '@/server/http';
import { ownUsersCsvStream } from '@/server/user-settings';

export const GET = guarded({ action: 'userSettings.usersCsv', limit: 'export' }, async ({ session }) => {
  const upstream = await ownUsersCsvStream(session);
  // Passed on as it arrives (never buffered whole), with formula cells made harmless on the way.
  const body = upstream.body ? neutraliseCsvFormulas(upstream.body) : null;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-users.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
