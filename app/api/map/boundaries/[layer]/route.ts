// GET /api/map/boundaries/{states|counties} — US boundaries as GeoJSON for the offline map style
import { BOUNDARY_LAYERS, type BoundaryLayer } from '@/lib/map-style';
import { HttpError, publicRoute } from '@/server/http';
import { boundaries } from '@/server/map-boundaries';

export const GET = publicRoute({}, async ({ req }) => {
  const layer = new URL(req.url).pathname.split('/').pop() as BoundaryLayer;
  if (!BOUNDARY_LAYERS.includes(layer)) throw new HttpError(404, 'Not found');
  return new Response(boundaries(layer), {
    headers: { 'Content-Type': 'application/geo+json', 'Cache-Control': 'public, max-age=86400' },
  });
});
