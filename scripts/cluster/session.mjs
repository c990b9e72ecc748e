// Sign-in through one instance, and the demo upstream's side of the cluster test: arranging its
// world and counting the agents the load created.

/** One sign-in attempt through the dashboard at `base` (`headers` added, e.g. X-Forwarded-For); answers the response, its body unread. */
export function loginRequest(base, email, password, headers = {}) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
}

/** Signs in with email and password through the dashboard at `base`; answers the session cookie. */
export async function signIn(base, email, password) {
  const res = await loginRequest(base, email, password);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in through ${base} answered ${res.status}: ${body}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const session = cookies.find((c) => c.startsWith('bd_session='));
  if (!session) throw new Error(`sign-in through ${base} set no session cookie`);
  return { cookie: cookies.join('; '), sealed: session.slice('bd_session='.length) };
}

async function json(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

const LISTING_KEYS = Array.from({ length: 10 }, (_, i) => `ML8${String(1_000_000 + i * 7_331).padStart(7, '0')}`);

export const upstream = {
  /** Raises acme's plan limit so the load can create agents, and finds what the reads will ask for. */
  async prepare(demoURL) {
    await json(`${demoURL}/__demo/apps/acme`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_limit: 100_000 }),
    });
    const accounts = await json(`${demoURL}/__demo/accounts`);
    const admin = accounts.accounts.find((a) => a.email === 'admin@acme.test');
    const adminKey = admin?.apps.find((a) => a.stack_id === 'acme')?.api_key;
    if (!adminKey) throw new Error('the demo upstream lists no api key for admin@acme.test');
    const page = await json(`${demoURL}/agents?limit=20&offset=0`, { headers: { 'X-API-KEY': adminKey, 'X-Mode': 'manager' } });
    const agentIds = page.agents.map((a) => a.id);
    if (agentIds.length === 0) throw new Error('the demo upstream has no agents to read');
    return { adminKey, password: accounts.password, agentIds, listingKeys: LISTING_KEYS };
  },

  /** The session of one instance, used on another: a page and a route handler must answer 200. */
  async crossCheck(base, cookie, listingKey) {
    const checks = [];
    for (const p of ['/agents', `/api/listings/${listingKey}`]) {
      const res = await fetch(base + p, { headers: { Cookie: cookie }, redirect: 'manual' });
      await res.arrayBuffer();
      checks.push({ path: p, status: res.status });
    }
    return checks;
  },

  /** The ids of acme's agents that carry the run's id in their name or email. */
  async agentIdsOfRun(demoURL, adminKey, runId) {
    const page = await json(`${demoURL}/agents?limit=10000&offset=0&q=${encodeURIComponent(runId)}`, {
      headers: { 'X-API-KEY': adminKey, 'X-Mode': 'manager' },
    });
    if (page.total > page.agents.length) throw new Error(`more agents of this run (${page.total}) than one page holds`);
    return new Set(page.agents.map((a) => a.id));
  },
};
