// GET /api/users/csv — download every user as CSV (admin, userExportEnabled), streamed through from the upstream
import { neutraliseCsvFormulas } from '@/server/csv-download';
import { guarded } from '@/server/http';
import { usersCsvStream } from '@/server/users';

export const GET = guarded({ action: 'users.csvDownload', limit: 'export' }, async ({ session }) => {
  const upstream = await usersCsvStream(session);
  // Passed on as it arrives (never buffered whole), with formula cells made harmless on the way.
  const body = upstream.body ? neutraliseCsvFormulas(upstream.body) : null;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="users.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
