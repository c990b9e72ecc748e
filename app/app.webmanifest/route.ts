// GET /app.webmanifest — the web app manifest of the signed-in person's brokerage (issue 50)
import { NextResponse } from 'next/server';
import { getAppData } from '@/server/app-data';
import { publicRoute } from '@/server/http';
import { getRequestSession } from '@/server/session';
import { webManifest } from '@/server/web-app';

/** The page links it with credentials, so the session says which brokerage's app this is; signed out, the dashboard's own. */
export const GET = publicRoute({}, async ({ req }) => {
  const session = await getRequestSession(req);
  const app = session ? await getAppData(session).catch(() => null) : null;
  return NextResponse.json(webManifest(app), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  });
});
