// GET /api/map/style — the offline map style (US states and counties, local fonts), used unless MAP_STYLE_URL is set
import { NextResponse } from 'next/server';
import { offlineStyle } from '@/lib/map-style';
import { publicRoute } from '@/server/http';

export const GET = publicRoute({}, async () =>
  NextResponse.json(offlineStyle(''), { headers: { 'Cache-Control': 'public, max-age=3600' } }),
);
