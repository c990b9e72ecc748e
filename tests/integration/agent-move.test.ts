import { unsealData } from 'iron-session';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovePreview, MoveStep } from '@/lib/agent-move/answers';
import { MOVE_MSG } from '@/lib/agent-move/rules';
import { runOf, sealRun } from '@/server/agent-move-runs';
import { readAudit } from '@/server/audit/log';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { ironPasswords } from '@/server/session';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { upstreamAgent } from './support/routes/agents';
import { cookieOf, ROLES, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

const ROUTE = 'app/api/agents/[agentId]/move/route.ts';
const RILEY = 42;
const AGENTS = [
  { id: RILEY, name: 'Riley Nelson', active: 1 },
  { id: 7, name: 'Avery Agent', active: 1 },
  { id: 8, name: 'Blake Broker', active: 1 },
  { id: 9, name: 'Casey Inactive', active: 0 },
];
/** An agent of another office: the upstream shows them to the admin, not to the manager. */
const ELSEWHERE = { id: 44, name: 'Olive Other', active: 1 };

/** A stateful fake upstream: who owns which user, changed by the bulk call; `failAfter` bulk calls succeed before one fails. */
let owner: Map<number, number>;
let deleted: number[];
let bulkCalls: { user_ids: number[]; agent_id: number }[];
let failAfter: number | null;

function fakeUpstream(api: nock.Scope, role: 'admin' | 'manager') {
  // nock 15 hands a reply function the Request itself.
  api.get(/^\/user\/profile\/\d+$/).reply((req: unknown) => {
    const id = Number(new URL((req as Request).url).pathname.split('/').pop());
    if (id === ELSEWHERE.id && role === 'manager') return [403, { message: 'Forbidden' }];
    const a = [...AGENTS, ELSEWHERE].find((x) => x.id === id);
    return a ? [200, { ...upstreamAgent, id, display_name: a.name, active: a.active }] : [404, { message: 'Agent not found' }];
  });
  api
    .get('/users')
    .query(true)
    .reply((req: unknown) => {
      const agent = Number(new URL((req as Request).url).searchParams.get('agent'));
      const ids = [...owner].filter(([, a]) => a === agent).map(([u]) => u);
      return [200, { users: [], total: ids.length, from: 0, to: 0, ids }];
    });
  api
    .get('/agents')
    .query(true)
    .reply(200, () => ({
      agents: AGENTS.map((a) => ({
        id: a.id,
        display_name: a.name,
        email: `${a.id}@acme.test`,
        phone: null,
        photo: null,
        total_users: 0,
        active: a.active,
        priority: 0,
        office: null,
        login_count: 0,
      })),
      total: AGENTS.length,
      from: 1,
      to: AGENTS.length,
    }));
  api.post('/users/change_agents').reply(async (req: unknown) => {
    const input = (await (req as Request).json()) as { user_ids: number[]; agent_id: number };
    if (failAfter !== null && bulkCalls.length >= failAfter) return [503, { message: 'Injected fault' }];
    bulkCalls.push(input);
    // As the upstream counts: only the users whose agent changed.
    const changed = input.user_ids.filter((id) => owner.has(id) && owner.get(id) !== input.agent_id);
    for (const id of changed) owner.set(id, input.agent_id);
    return [200, { ok: true, changed: changed.length }];
  });
  api.post('/delete_agent').reply(async (req: unknown) => {
    deleted.push(((await (req as Request).json()) as { id: number }).id);
    return [200, { ok: true }];
  });
}

beforeAll(() => setTestEnvironment());
beforeEach(() => {
  owner = new Map(Array.from({ length: 230 }, (_, i) => [1000 + i, RILEY]));
  deleted = [];
  bulkCalls = [];
  failAfter = null;
  // The admin and the manager both move users: the fake answers each with their own key and mode.
  for (const role of ['admin', 'manager'] as const) fakeUpstream(upstreamAs(role).persist(), role);
});
afterEach(() => nock.cleanAll());

async function preview(role: Role, query: string, agentId = RILEY) {
  const handler = await handlerOf(ROUTE, 'GET');
  return invoke(handler, {
    method: 'GET',
    path: `/api/agents/${agentId}/move?${query}`,
    params: { agentId: String(agentId) },
    cookie: await cookieOf(role),
  });
}
/** One step; `requestId` names its audit event. */
async function step(role: Role, json: unknown, requestId?: string) {
  const handler = await handlerOf(ROUTE, 'POST');
  const headers = requestId ? { 'x-request-id': requestId } : undefined;
  return invoke(handler, {
    method: 'POST',
    path: `/api/agents/${RILEY}/move`,
    params: { agentId: String(RILEY) },
    json,
    cookie: await cookieOf(role),
    headers,
  });
}

/** The audit events of one request: action, summary, outcome and message. */
const eventsOf = (requestId: string) =>
  readAudit((db) =>
    db.selectFrom('audit_events').select(['action', 'summary', 'outcome', 'message']).where('request_id', '=', requestId).execute(),
  );

/** The run the dialog's opening starts: its preview's sealed count. */
async function startRun(role: Role): Promise<string> {
  return ((await preview(role, 'kind=leave')).body as MovePreview).run;
}

/** Runs the dialog's loop: steps until done or a failure, as the browser does, all with the run's token. */
async function run(role: Role, plan: unknown, then: string, started?: string) {
  const token = started ?? (await startRun(role));
  let moved = 0;
  for (let i = 0; i < 20; i += 1) {
    const answer = await step(role, { plan, then, run: token });
    if (answer.status !== 200) return { moved, failed: answer, token, message: null };
    const body = answer.body as MoveStep;
    moved += body.moved;
    if (body.done) return { moved, failed: null, token, message: body.message };
  }
  throw new Error('the move never finished');
}

const countsByAgent = () => [...owner.values()].reduce((m, a) => m.set(a, (m.get(a) ?? 0) + 1), new Map<number, number>());

describe('moving an agent’s users', () => {
  it('previews without changing anything: the count, and each receiver’s share', async () => {
    const one = await preview('admin', 'kind=one&agent=7');
    expect(one.body).toEqual<MovePreview>({ users: 230, receivers: [{ id: 7, name: 'Avery Agent', users: 230 }], run: expect.any(String) });
    const share = await preview('admin', 'kind=share');
    // Active agents only, never the departing one: 230 shared by two.
    expect((share.body as MovePreview).receivers).toEqual([
      { id: 7, name: 'Avery Agent', users: 115 },
      { id: 8, name: 'Blake Broker', users: 115 },
    ]);
    expect(bulkCalls).toEqual([]);
  });

  it('moves every user to one agent in batches, then deletes the agent', async () => {
    const { moved, failed } = await run('admin', { kind: 'one', agentId: 7 }, 'delete');
    expect(failed).toBeNull();
    expect(moved).toBe(230);
    expect(countsByAgent()).toEqual(new Map([[7, 230]]));
    expect(bulkCalls.map((c) => c.user_ids.length)).toEqual([100, 100, 30]);
    expect(deleted).toEqual([RILEY]);
  });

  it('the step that deletes the agent is recorded as agents.delete too, so /audit filtered by deletions finds it', async () => {
    const handler = await handlerOf(ROUTE, 'POST');
    const cookie = await cookieOf('admin');
    const token = await startRun('admin');
    let last = '';
    for (let i = 0; i < 5; i += 1) {
      last = `move-delete-${i}-${Math.random()}`;
      const answer = await invoke(handler, {
        method: 'POST',
        path: `/api/agents/${RILEY}/move`,
        params: { agentId: String(RILEY) },
        json: { plan: { kind: 'one', agentId: 7 }, then: 'delete', run: token },
        cookie,
        headers: { 'x-request-id': last },
      });
      if ((answer.body as MoveStep).done) break;
    }
    expect(deleted).toEqual([RILEY]);
    const actionsOf = async (id: string) =>
      (await readAudit((db) => db.selectFrom('audit_events').select(['action', 'summary']).where('request_id', '=', id).execute())).map(
        (e) => [e.action, e.summary] as const,
      );
    await expect.poll(() => actionsOf(last)).toHaveLength(2);
    expect(new Map(await actionsOf(last)).get('agents.delete')).toBe('Deleted agent Riley Nelson');
  });

  it("totals with the run's own tally, kept in the store: a resume counts the whole run, a forged run counts no more", async () => {
    failAfter = 1;
    const first = await run('admin', { kind: 'one', agentId: 7 }, 'none');
    expect(first.moved).toBe(100);
    failAfter = null;
    const resumed = await run('admin', { kind: 'one', agentId: 7 }, 'none', first.token);
    expect(resumed.message).toBe('Moved 230 users');

    // A made-up run, or one of another agent, is no run: the tally is what this call moved.
    owner = new Map(Array.from({ length: 30 }, (_, i) => [2000 + i, RILEY]));
    for (const forged of ['Fe26.2**forged**', null]) {
      owner = new Map(Array.from({ length: 30 }, (_, i) => [2000 + i, RILEY]));
      const answer = await step('admin', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: forged });
      expect((answer.body as MoveStep).message).toBe('Moved 30 users');
    }
  });

  it('shares the users evenly (round robin) across batches', async () => {
    await run('admin', { kind: 'share', officeId: null }, 'none');
    expect(countsByAgent()).toEqual(
      new Map([
        [7, 115],
        [8, 115],
      ]),
    );
    expect(deleted).toEqual([]);
  });

  it('leaves the users where they are and deletes the agent (the spec’s behaviour)', async () => {
    const { failed } = await run('admin', { kind: 'leave' }, 'delete');
    expect(failed).toBeNull();
    expect(bulkCalls).toEqual([]);
    expect(deleted).toEqual([RILEY]);
  });

  it('stops on a failure part-way, deletes nothing, and resumes with the users still left', async () => {
    failAfter = 1;
    const first = await run('admin', { kind: 'one', agentId: 7 }, 'delete');
    expect(first.failed?.status).toBe(502);
    expect(first.moved).toBe(100);
    expect(deleted).toEqual([]);
    const left = (await preview('admin', 'kind=one&agent=7')).body as MovePreview;
    expect(left.users).toBe(130);
    failAfter = null;
    const second = await run('admin', { kind: 'one', agentId: 7 }, 'delete', first.token);
    expect(second.failed).toBeNull();
    expect(second.moved).toBe(130);
    expect(countsByAgent()).toEqual(new Map([[7, 230]]));
    // No user was sent twice.
    expect(bulkCalls.flatMap((c) => c.user_ids)).toHaveLength(230);
    expect(deleted).toEqual([RILEY]);
  });

  it('refuses an inactive or the departing agent as the receiver, and leaving without deleting', async () => {
    expect((await step('admin', { plan: { kind: 'one', agentId: 9 }, then: 'none', run: null })).message).toBe('Choose an active agent.');
    expect((await step('admin', { plan: { kind: 'one', agentId: RILEY }, then: 'none', run: null })).message).toBe(
      'Choose an agent other than the one whose users move.',
    );
    expect((await step('admin', { plan: { kind: 'leave' }, then: 'none', run: null })).status).toBe(400);
    expect(bulkCalls).toEqual([]);
  });

  it('a manager moves users but may not delete the agent; an agent and read-only mode may do neither', async () => {
    const refused = await step('manager', { plan: { kind: 'one', agentId: 7 }, then: 'delete', run: null });
    expect(refused.status).toBe(403);
    expect(bulkCalls).toEqual([]);
    const { failed } = await run('manager', { kind: 'one', agentId: 7 }, 'none');
    expect(failed).toBeNull();
    expect(countsByAgent()).toEqual(new Map([[7, 230]]));
    expect((await step('agent', { plan: { kind: 'one', agentId: 8 }, then: 'none', run: null })).status).toBe(403);
    expect((await step('readOnly', { plan: { kind: 'one', agentId: 8 }, then: 'none', run: null })).status).toBe(403);
    expect((await preview('agent', 'kind=leave')).status).toBe(403);
  });

  it('previews only an agent the caller sees: unknown, or outside a manager’s offices, is a 404 rather than 0 users', async () => {
    expect(await preview('admin', 'kind=leave', 999)).toMatchObject({ status: 404, message: 'Agent not found.' });
    expect(await preview('manager', 'kind=leave', ELSEWHERE.id)).toMatchObject({ status: 404, message: 'Agent not found.' });
    expect((await preview('admin', 'kind=leave', ELSEWHERE.id)).body).toMatchObject({ users: 0 });
  });

  it('a finished run posted again after users came back is refused, here and on another instance: nothing moves, the log says so', async () => {
    owner = new Map(Array.from({ length: 5 }, (_, i) => [3000 + i, RILEY]));
    const token = await startRun('admin');
    const finished = await step('admin', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: token }, `move-first-${Math.random()}`);
    expect(finished.body).toMatchObject({ moved: 5, done: true, message: 'Moved 5 users' });
    // Someone gives two of them back to Riley; the old run is posted again.
    owner.set(3000, RILEY);
    owner.set(3001, RILEY);
    const replayId = `move-replay-${Math.random()}`;
    const replay = await step('admin', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: token }, replayId);
    expect(replay).toMatchObject({ status: 409, message: MOVE_MSG.runFinished });
    await expect
      .poll(() => eventsOf(replayId))
      .toEqual([
        { action: 'agents.moveUsers', summary: 'Moved the users of agent Riley Nelson', outcome: 'failure', message: MOVE_MSG.runFinished },
      ]);
    // A second instance opens the same store afresh: the run is still used up there.
    forgetProcessSingleton('store');
    expect(await step('admin', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: token })).toMatchObject({
      status: 409,
      message: MOVE_MSG.runFinished,
    });
    expect(bulkCalls).toHaveLength(1);
    expect(countsByAgent()).toEqual(
      new Map([
        [7, 3],
        [RILEY, 2],
      ]),
    );
  });

  it('says what moved, not what the preview counted: users who join the agent during a run are in the total', async () => {
    failAfter = 1;
    const first = await run('admin', { kind: 'one', agentId: 7 }, 'none');
    expect(first.moved).toBe(100);
    for (let i = 0; i < 5; i += 1) owner.set(5000 + i, RILEY);
    failAfter = null;
    const resumed = await run('admin', { kind: 'one', agentId: 7 }, 'none', first.token);
    expect(resumed.moved).toBe(135);
    expect(resumed.message).toBe('Moved 235 users');
  });

  it('a run is its own session’s, agent’s and brokerage’s, and its seal holds no api key', async () => {
    const { session } = ROLES.admin;
    const token = await sealRun(session, RILEY);
    expect(await runOf(session, token, RILEY)).toEqual(expect.any(String));
    expect(await runOf(session, token, 7)).toBeNull();
    expect(await runOf({ ...session, stackId: 'bay' }, token, RILEY)).toBeNull();
    expect(await runOf({ ...session, apiKey: 'another-key' }, token, RILEY)).toBeNull();
    expect(await runOf(ROLES.manager.session, token, RILEY)).toBeNull();
    expect(JSON.stringify(await unsealData(token, { password: ironPasswords() }))).not.toContain(session.apiKey);

    // Through the route: the manager posting the admin's finished run moves and counts only their own step.
    owner = new Map(Array.from({ length: 5 }, (_, i) => [3000 + i, RILEY]));
    const admins = await startRun('admin');
    expect((await step('admin', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: admins })).body).toMatchObject({
      message: 'Moved 5 users',
    });
    owner.set(3000, RILEY);
    owner.set(3001, RILEY);
    expect((await step('manager', { plan: { kind: 'one', agentId: 7 }, then: 'none', run: admins })).body).toMatchObject({
      moved: 2,
      message: 'Moved 2 users',
    });
  });
});
