// GET /api/marketing/badges — the app store badges as one zip, streamed as each badge is read
import { attachment } from '@/lib/marketing/rules';
import { guarded } from '@/server/http';
import { badgesZip } from '@/server/marketing';

export const GET = guarded({ action: 'marketing.read' }, async ({ session }) => {
  const { body, fileName } = await badgesZip(session);
  return new Response(body, {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': attachment(fileName), 'X-Content-Type-Options': 'nosniff' },
  });
});
