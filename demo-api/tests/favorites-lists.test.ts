import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritesLists, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, MANAGER, startTestApi, type TestApi } from './helpers';

type Shared = ResponseOf<typeof favoritesLists.sharedLists>['lists'][number];
type Own = ResponseOf<typeof favoritesLists.userLists>['lists'][number];

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const shared = async (options: { as: string; mode?: 'agent' | 'manager' } = asAgent) =>
  (await t.call<{ lists: Shared[] }>(favoritesLists.sharedLists, {}, options)).body.lists;
const byName = <L extends { list_name: string }>(lists: L[], name: string) => lists.find((l) => l.list_name === name);
const endUser = (sql: string, ...params: unknown[]) =>
  t
    .db()
    .prepare(sql)
    .get(...params) as { id: number; email: string };
const agentId = () => (t.db().prepare("SELECT id FROM users WHERE email = 'agent@acme.test'").get() as { id: number }).id;

describe('the seed', () => {
  it("the agent's lists: shared ones with their recipients and first 10 photos, never shared ones", async () => {
    const lists = await shared();
    expect(lists.map((l) => l.list_name).sort()).toEqual(['Downtown condos', 'Family homes near good schools', 'Weekend open houses']);
    const family = byName(lists, 'Family homes near good schools');
    expect(family).toMatchObject({ item_count: 14, recipient_count: 3 });
    expect(family?.favorites).toHaveLength(10);
    expect(family?.favorites[0]?.photo).toMatch(/\/media\/listing\/.+\/1\.png$/);
    expect(family?.recipients.map((r) => r.email)).toContain('buyer@acme.test');
    const all = (await t.call<{ lists: Own[] }>(favoritesLists.agentAllLists, {}, asAgent)).body.lists;
    expect(
      all
        .filter((l) => l.never_shared)
        .map((l) => l.list_name)
        .sort(),
    ).toEqual(['Investment ideas', 'Waterfront dreams']);
    // The admin's own lists are theirs alone.
    expect((await shared({ as: ADMIN })).map((l) => l.list_name)).toEqual(['Luxury picks']);
  });
});

describe('sharing', () => {
  it('share a never-shared list, add (skipping users already in it), remove one, revoke for good', async () => {
    const list = byName((await t.call<{ lists: Own[] }>(favoritesLists.agentAllLists, {}, asAgent)).body.lists, 'Investment ideas');
    const [a, b] = [0, 1].map((n) =>
      endUser('SELECT id, email FROM end_users WHERE agent_id = ? AND active = 1 ORDER BY id LIMIT 1 OFFSET ?', agentId(), n + 20),
    );
    if (!list || !a || !b) throw new Error('seed');
    const share = await t.call<{ share_id: number }>(
      favoritesLists.shareList,
      { list_id: list.list_id, recipients: [{ user_id: a.id, email: a.email.toUpperCase() }] },
      asAgent,
    );
    expect(share.status).toBe(200);
    const shareId = share.body.share_id;
    expect(
      (await t.call(favoritesLists.shareList, { list_id: list.list_id, recipients: [{ user_id: a.id, email: a.email }] }, asAgent)).status,
    ).toBe(409);

    const again = await t.call<{ message: string }>(
      favoritesLists.addRecipients,
      { share_id: shareId, recipients: [{ user_id: a.id, email: a.email }] },
      asAgent,
    );
    expect([again.status, again.body.message]).toEqual([409, 'Selected users are already in this list']);
    const added = await t.call<{ added: number }>(
      favoritesLists.addRecipients,
      {
        share_id: shareId,
        recipients: [
          { user_id: a.id, email: a.email },
          { user_id: b.id, email: b.email },
        ],
      },
      asAgent,
    );
    expect(added.body.added).toBe(1);

    expect((await t.call(favoritesLists.removeRecipient, { share_id: shareId, user_id: a.id }, asAgent)).status).toBe(200);
    const left = await t.call<{ recipients: { user_id: number }[] }>(favoritesLists.shareRecipients, { share_id: shareId }, asAgent);
    expect(left.body.recipients.map((r) => r.user_id)).toEqual([b.id]);

    expect((await t.call(favoritesLists.revokeShare, { share_id: shareId }, asAgent)).status).toBe(200);
    const gone = await t.call<{ message: string }>(favoritesLists.shareRecipients, { share_id: shareId }, asAgent);
    expect([gone.status, gone.body.message]).toEqual([404, 'Share not found']);
    const after = byName((await t.call<{ lists: Own[] }>(favoritesLists.agentAllLists, {}, asAgent)).body.lists, 'Investment ideas');
    expect(after).toMatchObject({ share_id: null, never_shared: false });
  });

  it("refuses another agent's users, a wrong e-mail, and another owner's share", async () => {
    const list = byName((await t.call<{ lists: Own[] }>(favoritesLists.agentAllLists, {}, asAgent)).body.lists, 'Waterfront dreams');
    const stranger = endUser(
      "SELECT id, email FROM end_users WHERE stack_id = 'acme' AND agent_id IS NOT ? AND active = 1 LIMIT 1",
      agentId(),
    );
    const mine = endUser('SELECT id, email FROM end_users WHERE agent_id = ? AND active = 1 LIMIT 1', agentId());
    expect(
      (
        await t.call(
          favoritesLists.shareList,
          { list_id: list?.list_id, recipients: [{ user_id: stranger.id, email: stranger.email }] },
          asAgent,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call(
          favoritesLists.shareList,
          { list_id: list?.list_id, recipients: [{ user_id: mine.id, email: 'someone@else.test' }] },
          asAgent,
        )
      ).status,
    ).toBe(400);
    const adminShare = (await shared({ as: ADMIN }))[0]?.share_id;
    expect((await t.call(favoritesLists.revokeShare, { share_id: adminShare }, asAgent)).status).toBe(404);
    expect((await t.call(favoritesLists.agentAllLists, {}, { as: ADMIN })).status).toBe(403);
  });
});

describe('search-users', () => {
  it("name or e-mail, case-insensitive, the agent's own users only, at most the limit", async () => {
    const found = (await t.call<{ users: { email: string; user_id: number }[] }>(favoritesLists.searchUsers, { q: 'BUYER@ACME' }, asAgent))
      .body.users;
    expect(found.map((u) => u.email)).toEqual(['buyer@acme.test']);
    const many = (await t.call<{ users: { user_id: number }[] }>(favoritesLists.searchUsers, { q: 'an' }, { as: ADMIN })).body.users;
    expect(many).toHaveLength(50);
    const mine = (await t.call<{ users: { user_id: number }[] }>(favoritesLists.searchUsers, { q: 'an', limit: 50 }, asAgent)).body.users;
    const owners = new Set(
      mine.map((u) => (t.db().prepare('SELECT agent_id FROM end_users WHERE id = ?').get(u.user_id) as { agent_id: number }).agent_id),
    );
    expect([...owners]).toEqual([agentId()]);
    expect((await t.call(favoritesLists.searchUsers, { q: 'a' }, asAgent)).status).toBe(400);
    expect((await t.call(favoritesLists.searchUsers, { q: 'an' }, { as: MANAGER })).status).toBe(200);
  });
});
