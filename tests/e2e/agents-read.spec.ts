import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';

/** GET /api/agents: a page of agents for client-side reads (and the benchmark's route handler). */
type Page = {
  agents: { id: number; name: string; email: string; officeName: string | null }[];
  total: number;
  offset: number;
  limit: number;
};

test.beforeEach(async () => {
  await demo.reset();
});

test('an admin reads a page of agents; the query is read like the page reads it', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  const res = await page.request.get('/api/agents?limit=10&offset=0');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const first = (await res.json()) as Page;
  expect(first.agents).toHaveLength(10);
  expect(first.total).toBeGreaterThan(100);
  expect(first).toMatchObject({ offset: 0, limit: 10 });

  const next = (await (await page.request.get('/api/agents?limit=10&offset=10')).json()) as Page;
  expect(next.agents.map((a) => a.id)).not.toContain(first.agents[0]?.id);

  const sorted = (await (await page.request.get('/api/agents?limit=25&sort=a')).json()) as Page;
  const names = sorted.agents.map((a) => a.name.toLowerCase());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const search = (await (await page.request.get(`/api/agents?q=${encodeURIComponent(first.agents[0]?.email ?? '')}`)).json()) as Page;
  expect(search.agents.map((a) => a.id)).toEqual([first.agents[0]?.id]);

  // Values the list does not offer fall back to the defaults rather than failing.
  const odd = (await (await page.request.get('/api/agents?limit=7&offset=-3&sort=zz')).json()) as Page;
  expect(odd).toMatchObject({ offset: 0, limit: 10 });
  expect(odd.agents).toHaveLength(10);
});

test("a manager reads only their offices' agents; read-only mode still reads", async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  const all = (await (await page.request.get('/api/agents?limit=1')).json()) as Page;
  await page.context().clearCookies();

  await signIn(page, 'manager@acme.test');
  const res = await page.request.get('/api/agents?limit=0');
  expect(res.status()).toBe(200);
  const mine = (await res.json()) as Page;
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.total).toBeLessThan(all.total);
  expect(mine.agents).toHaveLength(mine.total);

  await page.goto('/?ro=1');
  await expect(page.getByText('Read Only')).toBeVisible();
  expect((await page.request.get('/api/agents?limit=10')).status()).toBe(200);
});

test('an agent is refused, and so is a request without a session', async ({ page }) => {
  const anonymous = await page.request.get('/api/agents?limit=10');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: { message: expect.any(String) } });

  await signIn(page, 'agent@acme.test');
  const refused = await page.request.get('/api/agents?limit=10');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { message: expect.any(String) } });
});
