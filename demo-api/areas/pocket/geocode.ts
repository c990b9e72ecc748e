import { Hono } from 'hono';
import type { Runtime } from '../../runtime';
import { PLACES, ZIPS } from '../saved-searches/seed';

/**
 * A Nominatim-compatible structured search (`GET /geocode/search?street=&city=&state=&postalcode=&format=jsonv2`),
 * so the dashboard's GEOCODER_URL can point at the demo and the demo works offline. It answers from a local
 * gazetteer: the street addresses of the seeded listings (their own points), else the real centre of a known
 * zip code or city; an address it does not know answers [] as Nominatim does.
 */
export function geocodeRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  const norm = (s: string) => s.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();

  routes.get('/geocode/search', (c) => {
    const street = norm(c.req.query('street') ?? c.req.query('q') ?? '');
    const city = norm(c.req.query('city') ?? '');
    const zip = (c.req.query('postalcode') ?? '').trim();
    if (street === '' && city === '' && zip === '') return c.json([]);
    const hit = (lat: number, lng: number, name: string, type: string) =>
      c.json([{ place_id: 1, lat: lat.toFixed(7), lon: lng.toFixed(7), display_name: name, category: 'place', type, importance: 0.5 }]);

    // A seeded address: a listing's or an exclusive listing's own point.
    const known = rt.store.get<{ lat: number; lng: number; full_address: string; city: string; zip: string }>(
      `SELECT g.lat, g.lng, l.full_address, l.city, l.zip FROM listings l JOIN listing_geo g ON g.listing_key = l.listing_key
        WHERE lower(l.full_address) = ? AND (l.zip = ? OR lower(l.city) = ?)
       UNION ALL
       SELECT lat, lng, full_address, city, zip FROM pocket_listings WHERE lower(full_address) = ? AND (zip = ? OR lower(city) = ?)
       LIMIT 1`,
      [street, zip, city, street, zip, city],
    );
    if (known) return hit(known.lat, known.lng, `${known.full_address}, ${known.city}, CA ${known.zip}, United States`, 'house');

    // A known zip code, else a known city: its real centre.
    const byZip = Object.entries(ZIPS).find(([, z]) => z === zip)?.[0];
    const byCity = Object.keys(PLACES).find((name) => norm(name) === city);
    const place = byZip ?? byCity;
    if (place === undefined || street === '') return c.json([]);
    const centre = PLACES[place]!;
    return hit(centre.lat, centre.lng, `${place}, CA ${ZIPS[place] ?? ''}, United States`, 'postcode');
  });

  return routes;
}
