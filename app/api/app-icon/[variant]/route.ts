// GET /api/app-icon/{touch|small|large|maskable} — the brokerage's app icon, for a phone that adds the dashboard to its home screen
import { z } from 'zod';
import { appIconPng, appOfRequest, ICON_SIZES, type IconVariant } from '@/server/web-app';

const Variant = z.enum(Object.keys(ICON_SIZES) as [IconVariant, ...IconVariant[]]);

/** Public: signed out, the dashboard's neutral house; signed in, the session's brokerage's icon. */
export async function GET(req: Request, { params }: { params: Promise<{ variant: string }> }) {
  const variant = Variant.safeParse((await params).variant);
  if (!variant.success) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const app = await appOfRequest(req);
  const png = await appIconPng(app, variant.data);
  // Private: one brokerage's icon is never kept by a shared cache for another's staff.
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=86400', Vary: 'Cookie' },
  });
}
