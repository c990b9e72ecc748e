import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * Offboarding against the demo upstream: delete an agent and move every user to one agent
 * first; move users shared evenly with a failure injected part-way, then resume; a manager's card.
 * Each role signs in once; every test works on agents of its own.
 */

type AgentRow = { id: number; display_name: string; email: string; total_users: number; active: number; office: string | null };

async function agents(): Promise<AgentRow[]> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}/agents?limit=0&offset=0`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } });
  return ((await res.json()) as { agents: AgentRow[] }).agents;
}

/** The active agents with the most users, most first, leaving out the demo accounts' own. */
async function withUsers(): Promise<AgentRow[]> {
  return (await agents())
    .filter((a) => a.active === 1 && a.total_users > 1 && !a.email.endsWith('@acme.test'))
    .sort((a, b) => b.total_users - a.total_users);
}

const dialogOf = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('moving an agent’s users', () => {
  let admin: Page;
  test.beforeAll(async ({ browser }) => {
    await demo.reset();
    admin = await signedInPage(browser, 'admin@acme.test');
  });
  test.afterAll(async () => {
    await demo.clearFaults();
    await admin.context().close();
  });

  test('deleting an agent moves every user to one chosen agent first, after a preview', async () => {
    const [leaving, receiver] = await withUsers();
    if (!leaving || !receiver) throw new Error('the demo seed has no two agents with users');
    await admin.goto(`/agents/${leaving.id}`);
    await admin.getByRole('region', { name: 'Delete agent' }).getByRole('button', { name: 'Delete agent' }).click();
    const dialog = dialogOf(admin, 'Delete agent');
    await expect(dialog).toContainText(`${leaving.display_name} has ${leaving.total_users} users.`);
    await dialog.getByLabel('Move them all to one agent').check();
    await dialog.getByLabel('Agent who receives them').fill(receiver.display_name.slice(0, 5));
    await dialog.getByRole('button', { name: new RegExp(receiver.display_name) }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('list', { name: 'Users each agent receives' })).toHaveText(
      `${receiver.display_name}: ${leaving.total_users} users`,
    );
    await checkA11y(admin, 'the Delete agent dialog with its preview', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Delete agent' }).click();
    await expect(admin).toHaveURL(`${E2E.baseURL}/agents`);
    await expect(admin.getByText('Agent was deleted')).toBeVisible();
    await expect(demo.agent(leaving.id)).rejects.toThrow(/404/);
    const after = (await agents()).find((a) => a.id === receiver.id);
    expect(after?.total_users).toBe(receiver.total_users + leaving.total_users);
  });

  test('shares users evenly; a failure part-way says what moved and what is left, and Resume finishes', async () => {
    const [leaving] = await withUsers();
    if (!leaving) throw new Error('the demo seed has no agent with users');
    const before = await agents();
    // The second bulk change of the run fails: one receiver has its share, the others not yet.
    await demo.fault({ path: '/users/change_agents', method: 'POST', after: 1, count: 1, status: 503 });
    await admin.goto(`/agents/${leaving.id}`);
    await admin.getByRole('region', { name: 'Move users' }).getByRole('button', { name: 'Move users' }).click();
    const dialog = dialogOf(admin, 'Move users');
    await dialog.getByLabel('Share them evenly among active agents').check();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('list', { name: 'Users each agent receives' }).getByRole('listitem').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Move users' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/The move stopped: \d+ users? moved, \d+ users? left\./);
    await expect(dialog.getByRole('progressbar', { name: 'Users moved' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect(admin.getByText(`Moved ${leaving.total_users} users.`)).toBeVisible();
    const after = await agents();
    expect(after.find((a) => a.id === leaving.id)?.total_users).toBe(0);
    const gained = after
      .filter((a) => a.id !== leaving.id)
      .map((a) => a.total_users - (before.find((b) => b.id === a.id)?.total_users ?? 0))
      .filter((n) => n > 0);
    // Even: no receiver gets more than one user above another.
    expect(Math.max(...gained) - Math.min(...gained)).toBeLessThanOrEqual(1);
    expect(gained.reduce((s, n) => s + n, 0)).toBe(leaving.total_users);
  });

  test('a manager moves users of their office’s agents but has no Delete agent card', async ({ browser }) => {
    const manager = await signedInPage(browser, 'manager@acme.test');
    try {
      const own = (await agents()).find((a) => a.email === 'agent@acme.test');
      if (!own) throw new Error('no agent@acme.test');
      await manager.goto(`/agents/${own.id}`);
      await expect(manager.getByRole('region', { name: 'Delete agent' })).toHaveCount(0);
      await manager.getByRole('region', { name: 'Move users' }).getByRole('button', { name: 'Move users' }).click();
      const dialog = dialogOf(manager, 'Move users');
      await expect(dialog).toContainText(/has \d+ users?\./);
      await expect(dialog.getByLabel('Leave them: users choose a new agent in the app')).toHaveCount(0);
    } finally {
      await manager.context().close();
    }
  });
});
