// GET /api/marketing/icon — the app icon (checked to be a PNG or a JPEG), named after the app
import { attachment } from '@/lib/marketing/rules';
import { guarded } from '@/server/http';
import { appIcon } from '@/server/marketing';

export const GET = guarded({ action: 'marketing.read' }, async ({ session }) => {
  const { bytes, type, fileName } = await appIcon(session);
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Content-Disposition': attachment(fileName), 'X-Content-Type-Options': 'nosniff' },
  });
});
