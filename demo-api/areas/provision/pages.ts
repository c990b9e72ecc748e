import { Hono, type Context } from 'hono';
import type { Runtime } from '../../runtime';

const html = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2330}button,a.button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1f5fbf;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}</style>
</head><body><main>${body}</main></body></html>`;
}

export const AGENT_SUBSCRIPTION_PRICE = '$29.00 / month';

/** Only a web address goes back into the page as the return link. */
function returnLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The simulated payment page of a self-provisioned agent's subscription (an app's payment_url): the reference
 * client_reference_id=agent_{guid} names the agent; paying sets their subscription status to active, after
 * which they can sign in. return_url, when given, is where 'Return to …' leads (the dashboard's
 * /provision/complete). No card is asked: it is the demo.
 */
export function agentPaymentRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  const find = (c: Context) => {
    const app = rt.store.app(c.req.param('stack') ?? '');
    const guid = /^agent_([0-9a-f-]{36})$/.exec(c.req.query('client_reference_id') ?? '')?.[1];
    const agent =
      app && guid
        ? rt.store.get<{ id: number; display_name: string; subscription_status: string | null }>(
            'SELECT id, display_name, subscription_status FROM users WHERE stack_id = ? AND guid = ? AND self_provisioned = 1',
            [app.stack_id, guid],
          )
        : undefined;
    return app && agent ? { app, agent } : null;
  };
  const notFoundPage = page(
    'Subscription not found',
    '<h1>Subscription not found</h1><p>This payment link does not name an agent sign-up.</p>',
  );
  const donePage = (appName: string, back: string | null) =>
    page(
      'Payment complete',
      `<h1>Payment complete</h1><p>Your ${html(appName)} agent subscription is active.</p>${back ? `<p><a class="button" href="${html(back)}">Return to ${html(appName)}</a></p>` : ''}`,
    );

  routes.get('/pay/agent/:stack{[a-z0-9-]{1,40}}', (c) => {
    const found = find(c);
    if (!found) return c.html(notFoundPage, 404);
    const back = returnLink(c.req.query('return_url'));
    if (found.agent.subscription_status) return c.html(donePage(found.app.name, back));
    return c.html(
      page(
        `${found.app.name} agent subscription`,
        `<h1>${html(found.app.name)} agent subscription</h1><p>For ${html(found.agent.display_name)}</p><p>Price: <strong>${AGENT_SUBSCRIPTION_PRICE}</strong></p>
<form method="post"><button type="submit">Pay ${AGENT_SUBSCRIPTION_PRICE}</button></form>`,
      ),
    );
  });

  routes.post('/pay/agent/:stack{[a-z0-9-]{1,40}}', (c) => {
    const found = find(c);
    if (!found) return c.html(notFoundPage, 404);
    if (!found.agent.subscription_status) rt.store.run("UPDATE users SET subscription_status = 'active' WHERE id = ?", [found.agent.id]);
    return c.html(donePage(found.app.name, returnLink(c.req.query('return_url'))));
  });

  return routes;
}
