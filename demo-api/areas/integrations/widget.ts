import { Hono } from 'hono';

/**
 * A stand-in for the third-party CRM integration widget (the spec: 'its internals are not
 * described'), so the demo shows the card working: an ES module exporting mount(element, host), where
 * host.getToken() answers the rollout jwt and host.saveKey({ appKey, connectionId, deleted }) stores the
 * key through the dashboard. Served with CORS, as a module script from another origin must be.
 */
const MODULE = `
const text = (doc, tag, value, attrs = {}) => { const el = doc.createElement(tag); el.textContent = value; for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v); return el; };
export function mount(el, host) {
  const doc = el.ownerDocument;
  el.replaceChildren();
  const status = text(doc, 'p', 'Connecting to the CRM service…', { role: 'status' });
  const button = text(doc, 'button', 'Connect CRM', { type: 'button' });
  button.style.cssText = 'margin-top:.5rem;padding:.4rem .9rem;border-radius:.375rem;border:1px solid #1f5fbf;background:#1f5fbf;color:#fff;font:inherit;cursor:pointer';
  el.append(status, button);
  let connected = false;
  let connection = null;
  const show = () => {
    status.textContent = connected ? 'Connected: new users go to your CRM.' : 'Ready: connect your CRM account.';
    button.textContent = connected ? 'Disconnect CRM' : 'Connect CRM';
  };
  host.getToken().then((jwt) => {
    if (!/^[\\w-]+\\.[\\w-]+\\.[\\w-]+$/.test(jwt)) throw new Error('bad token');
    show();
  }).catch(() => { status.textContent = 'The CRM service could not be reached.'; button.disabled = true; });
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      connection = connection ?? { appKey: 'wk_' + Math.random().toString(36).slice(2, 12), connectionId: 'conn-' + Date.now() };
      await host.saveKey({ ...connection, deleted: connected });
      connected = !connected;
      show();
    } catch {
      status.textContent = 'The connection could not be saved.';
    } finally {
      button.disabled = false;
    }
  });
  return { unmount: () => el.replaceChildren() };
}
`;

export function crmWidgetRoutes(): Hono {
  const routes = new Hono();
  routes.get('/widget/crm.mjs', (c) =>
    c.body(MODULE, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    }),
  );
  return routes;
}
