import { Hono } from 'hono';
import { demoNow } from '../../clock';
import type { Runtime } from '../../runtime';
import { VIDEO_PRICE, type VideoRow } from './videos';

const html = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2330}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1f5fbf;color:#fff;cursor:pointer}</style>
</head><body>${body}</body></html>`;
}

/**
 * The simulated payment page of a video order (the payment link's URL): paying marks the order paid, which
 * starts its processing on the demo clock. No card is asked: it is the demo.
 */
export function videoPaymentRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  const find = (token: string) =>
    rt.store.get<VideoRow & { full_address: string | null }>(
      'SELECT v.*, l.full_address FROM listing_videos v LEFT JOIN listings l ON l.listing_key = v.listing_key WHERE v.token = ?',
      [token],
    );

  routes.get('/pay/video/:token{[0-9a-f]{32}}', (c) => {
    const video = find(c.req.param('token'));
    if (!video) return c.html(page('Order not found', '<h1>Order not found</h1><p>This payment link is not valid.</p>'), 404);
    if (video.ordered_at !== null)
      return c.html(page('Paid', '<h1>Payment complete</h1><p>This video is paid. Return to the dashboard and press Refresh.</p>'));
    return c.html(
      page(
        'Pay for your listing video',
        `<h1>AI listing video</h1><p>${html(video.full_address ?? video.listing_key)}</p><p>Price: <strong>${VIDEO_PRICE}</strong></p>
<form method="post"><button type="submit">Pay ${VIDEO_PRICE}</button></form>`,
      ),
    );
  });

  routes.post('/pay/video/:token{[0-9a-f]{32}}', (c) => {
    const video = find(c.req.param('token'));
    if (!video) return c.html(page('Order not found', '<h1>Order not found</h1><p>This payment link is not valid.</p>'), 404);
    if (video.ordered_at === null) rt.store.run('UPDATE listing_videos SET ordered_at = ? WHERE id = ?', [demoNow(rt.store), video.id]);
    return c.html(
      page(
        'Payment complete',
        '<h1>Payment complete</h1><p>Your video is being made. Return to the dashboard and press Refresh to follow it.</p>',
      ),
    );
  });

  return routes;
}
