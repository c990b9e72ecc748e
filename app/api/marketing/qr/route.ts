// GET /api/marketing/qr — the invite link's QR code as a PNG at print resolution, named after the app
import { attachment } from '@/lib/marketing/rules';
import { guarded } from '@/server/http';
import { inviteQrPng } from '@/server/marketing';

export const GET = guarded({ action: 'marketing.read' }, async ({ session }) => {
  const { png, fileName } = await inviteQrPng(session);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Disposition': attachment(fileName), 'X-Content-Type-Options': 'nosniff' },
  });
});
