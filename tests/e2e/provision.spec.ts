import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { LAPTOP, PHONE } from './support/layout';

/**
 * Self-provisioning (/provision/{uri}/{provisionId}, /provision/complete) against the demo upstream: acme's own
 * sign-up link from the form through the simulated payment page to a first sign-in that reaches the dashboard;
 * the form's refusals; a repeated submit making one agent; the not-enabled, setup-not-complete and error
 * screens; the form flooded from one address (last: it holds this address's sign-ups for ten minutes).
 */

const origin = { Origin: E2E.baseURL };
const PASSWORD = 'new-agent-1';

async function fill(page: Page, v: { name: string; email: string; phone: string; password: string }) {
  await page.getByRole('textbox', { name: 'Name' }).fill(v.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(v.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(v.phone);
  await page.getByLabel('Password').fill(v.password);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterAll(async () => {
  await demo.reset();
});

test('a new agent signs up from acme’s link, pays on the simulated page, signs in and reaches the dashboard', async ({ page }) => {
  await page.goto('/provision/acme/join-acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Acme Realty' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Acme Realty logo' })).toBeVisible();
  await checkA11y(page, '/provision/acme/join-acme');

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter a valid name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Please enter a valid password')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await fill(page, { name: 'Nora Newagent', email: 'nora.newagent@example.com', phone: '12', password: '12345' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Please enter a valid password')).toBeVisible();

  await fill(page, { name: 'Nora Newagent', email: 'nora.newagent@example.com', phone: '(415) 555-0190', password: PASSWORD });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').getByText('Agent details saved')).toBeVisible();
  const pay = page.getByRole('link', { name: 'Continue to payment' });
  const href = new URL((await pay.getAttribute('href'))!);
  expect(href.searchParams.get('client_reference_id')).toMatch(/^agent_[0-9a-f-]{36}$/);
  expect(href.searchParams.get('return_url')).toBe(`${E2E.baseURL}/provision/complete`);
  await checkA11y(page, 'the sign-up form once saved');

  // Not paid yet: a sign-in shows the payment screen, not the dashboard.
  const early = await page.context().newPage();
  await early.goto('/login');
  await early.getByLabel('Email').fill('nora.newagent@example.com');
  await early.getByLabel('Password').fill(PASSWORD);
  await early.getByRole('button', { name: 'Sign in' }).click();
  await expect(early.getByRole('heading', { name: 'Payment required' })).toBeVisible();

  await pay.click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.demoURL}/pay/agent/acme`));
  await page.getByRole('button', { name: 'Pay $29.00 / month' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  // The session from before the payment: its payment screen now says the payment is complete.
  await early.reload();
  await expect(early.getByRole('heading', { level: 1, name: 'Payment Complete' })).toBeVisible();
  await checkA11y(early, '/payment-required once paid');
  await early.close();
  await page.getByRole('link', { name: 'Return to Acme Realty' }).click();

  await expect(page).toHaveURL(`${E2E.baseURL}/provision/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete' })).toBeVisible();
  await checkA11y(page, '/provision/complete');
  // Still signed in from before the payment: 'Sign in' goes through /logout, so the new sign-in reads the subscription.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/logout');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('nora.newagent@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Payment required' })).toHaveCount(0);
  await page.goto('/user_settings');
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByText('Your agent subscription is active.', { exact: false }),
  ).toBeVisible();
});

test('a repeated submit makes one agent: the same key answers the same agent, another key is refused for the e-mail', async ({ page }) => {
  await page.goto('/provision/acme/join-acme');
  await fill(page, { name: 'Riley Repeat', email: 'riley.repeat@example.com', phone: '(415) 555-0191', password: PASSWORD });
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/provision/signup')) sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.getByRole('button', { name: 'Sign up' }).dblclick();
  await expect(page.getByRole('status').getByText('Agent details saved')).toBeVisible();
  expect(sent).toHaveLength(1);
  const first = new URL((await page.getByRole('link', { name: 'Continue to payment' }).getAttribute('href'))!).searchParams.get(
    'client_reference_id',
  );

  const again = await page.request.post('/api/provision/signup', { headers: origin, data: sent[0] });
  expect(again.status()).toBe(200);
  expect(`agent_${((await again.json()) as { guid: string }).guid}`).toBe(first);
  const other = await page.request.post('/api/provision/signup', {
    headers: origin,
    data: { ...sent[0], idempotencyKey: '11111111-2222-4333-8444-555555555555' },
  });
  expect(other.status()).toBe(409);
  expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
    'An account with this email already exists. Sign in instead.',
  );
});

test('the app’s logo is drawn 4rem high at its own width, inside the card, on a phone and a laptop', async ({ page }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/provision/acme/join-acme');
    const logo = page.getByRole('img', { name: 'Acme Realty logo' });
    await expect(logo).toHaveJSProperty('complete', true);
    // What the picture covers (object-fit: contain), not its box: a wide word mark squeezed into a square is a sliver.
    const drawn = await logo.evaluate((img: HTMLImageElement) => {
      const scale = Math.min(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
      const card = img.closest('main > div')!.getBoundingClientRect();
      const box = img.getBoundingClientRect();
      return { height: Math.round(img.naturalHeight * scale), inside: box.left >= card.left && box.right <= card.right };
    });
    expect(drawn, `at ${viewport.width}`).toEqual({ height: 64, inside: true });
  }
});

test('the other screens: not enabled, setup not complete, an invalid link, and an error without a message', async ({ page }) => {
  await page.goto('/provision/bay/join-bay');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-up not available' })).toBeVisible();
  await expect(page.getByText('Self-provisioning is not enabled for Bay Homes.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await checkA11y(page, '/provision/bay/join-bay');

  await page.goto('/provision/acme/closed-acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-up not available' })).toBeVisible();

  await page.goto('/provision/acme/setup-acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Setup not complete' })).toBeVisible();
  await checkA11y(page, '/provision/acme/setup-acme');

  await page.goto('/provision/acme/no-such-link');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This sign-up link is not valid.');

  await page.goto('/provision/acme/broken-acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-up unavailable' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unknown error');
  await checkA11y(page, '/provision/acme/broken-acme');
});

test('the sign-up form flooded from one address is refused with a clear message', async ({ page }) => {
  await page.goto('/provision/acme/join-acme');
  // From the browser itself, so every request comes from the address the form's own submit will use.
  const statuses = await page.evaluate(async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 15; n++) {
      const res = await fetch('/api/provision/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          uri: 'acme',
          provisionId: 'join-acme',
          idempotencyKey: `flood-key-${String(n).padStart(8, '0')}`,
          name: 'Flood Agent',
          email: `flood${n}@example.com`,
          phone: '555-0100',
          password: 'secret12',
        }),
      });
      seen.push(res.status);
      if (res.status === 429) break;
    }
    return seen;
  });
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  await fill(page, { name: 'Late Agent', email: 'late.agent@example.com', phone: '(415) 555-0192', password: PASSWORD });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Too many sign-ups from your network. Please wait a few minutes and try again.',
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('late.agent@example.com');
});
