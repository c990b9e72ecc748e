import { Hono, type Context } from 'hono';
import type { Runtime } from '../../runtime';

/**
 * The billing portal the session's links open (./views.ts: the brokerage plan's payments link, a
 * subscribed agent's own): a demo page where a real upstream would open the payment provider.
 */
export function billingRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  const billing = (c: Context) => {
    const app = rt.store.app(c.req.param('stack') ?? '');
    if (!app) return c.json({ message: 'Not found' }, 404);
    const ref = c.req.param('ref');
    const who = ref ? `agent subscription (${ref.replace(/[^\w-]/g, '')})` : 'brokerage plan';
    const name = app.name.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    return c.html(`<!doctype html><title>${name} billing (demo)</title><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>${name} billing</h1><p>This is the demo billing portal for the ${who}. A real upstream would open the payment provider here.</p></main>`);
  };
  routes.get('/billing/:stack', billing);
  routes.get('/billing/:stack/:ref', billing);
  return routes;
}
