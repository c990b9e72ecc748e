// GET /app.webmanifest — the web app manifest of the signed-in person's brokerage, so a phone can add the dashboard to its home screen
import { NextResponse } from 'next/server';
import { publicRoute } from '@/server/http';
import { appOfRequest, webManifest } from '@/server/web-app';

/** The page links it with credentials, so the session says which brokerage's app this is; signed out, the dashboard's own. */
export const GET = publicRoute({}, async ({ req }) => {
  const app = await appOfRequest(req);
  return NextResponse.json(webManifest(app), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  });
});
