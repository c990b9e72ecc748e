import { Hono, type Context } from 'hono';
import { Canvas } from '../../media/png';
import type { Runtime } from '../../runtime';

const html = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A store badge: the store's words in white on black, as the stores' own badges are drawn. */
export function storeBadge(store: 'app_store' | 'google_play'): Buffer {
  const [small, big] = store === 'app_store' ? ['DOWNLOAD ON THE', 'APP STORE'] : ['GET IT ON', 'GOOGLE PLAY'];
  const width = 300;
  const height = 90;
  const c = new Canvas(width, height);
  c.rect(0, 0, width, height, [0, 0, 0]);
  c.rect(3, 3, width - 6, height - 6, [24, 24, 24]);
  c.text(small, (width - Canvas.textWidth(small, 2)) / 2, 16, 2, [255, 255, 255]);
  c.text(big, (width - Canvas.textWidth(big, 4)) / 2, 42, 4, [255, 255, 255]);
  return c.toPng();
}

/** The pages the marketing links lead to (not api calls): the app's download page and its web home search. */
export function marketingRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  const badgeCache = new Map<string, Buffer>();

  routes.get('/media/badge/:file{(app_store|google_play)\\.png}', (c) => {
    const store = c.req.param('file').replace(/\.png$/, '') as 'app_store' | 'google_play';
    const png = badgeCache.get(store) ?? storeBadge(store);
    badgeCache.set(store, png);
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  });

  const page = (c: Context, title: (name: string) => string, body: (name: string) => string) => {
    const app = rt.store.app(c.req.param('stack') ?? '');
    if (!app) return c.json({ message: 'Not found' }, 404);
    const name = html(app.name);
    return c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${title(name)}</title>
<main style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">${body(name)}</main></html>`);
  };

  routes.get('/invite/:stack', (c) =>
    page(
      c,
      (name) => `Get the ${name} app`,
      (name) => `<h1>Get the ${name} app</h1>
<p>Search every home for sale, save searches and hear first about new listings. (Demo download page: a real app links to its stores here.)</p>
<p><img src="/media/badge/app_store.png" alt="Download on the App Store" width="150"> <img src="/media/badge/google_play.png" alt="Get it on Google Play" width="150"></p>`,
    ),
  );

  routes.get('/idx/:stack', (c) => {
    const rows = rt.store.all<{ full_address: string; city: string; price: number }>(
      'SELECT full_address, city, price FROM listings ORDER BY listing_key LIMIT 12',
    );
    const items = rows
      .map((r) => `<li>${html(r.full_address)}, ${html(r.city)}: $${Math.round(r.price).toLocaleString('en-US')}</li>`)
      .join('');
    return page(
      c,
      (name) => `${name} home search`,
      (name) => `<h1>${name} home search</h1><p>Homes for sale (demo web IDX).</p><ul>${items}</ul>`,
    );
  });

  return routes;
}
