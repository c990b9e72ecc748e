import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeleteTagResponse, TagResponse, TagsResponse } from '@/lib/tags/answers';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamTag } from './support/routes/tags';
import { cookieOf, type Role, type RoleName } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const LIST = 'app/api/tags/route.ts';
const ONE = 'app/api/tags/[tagId]/route.ts';

const own = upstreamTag;
const system = {
  ...own,
  id: 1,
  tag: 'kiosk',
  tag_long: 'Open House',
  tag_desc: 'Signed in at an open house kiosk',
  tag_color: 'green',
  system_tag: 1,
  super_tag: 0,
  global: 1,
  user_id: null,
  user_name: null,
};
const superTag = {
  ...own,
  id: 5,
  tag: 'Buyer',
  tag_long: null,
  tag_color: 'blue',
  super_tag: true,
  global: true,
  user_id: 1,
  user_name: 'Alex Admin',
};
const agentTag = {
  ...own,
  id: 0,
  tag: 'agent',
  tag_long: 'Agent',
  tag_desc: null,
  tag_color: 'sand',
  system_tag: true,
  global: true,
  use_count: 140,
  use_count_all: 140,
  user_id: null,
  user_name: null,
};
const ALL = [agentTag, system, superTag, own];

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  const handler = await handlerOf(file, method);
  return invoke(handler, { method, path: '/api/tags', cookie: await cookieOf(role), ...over });
}
const edit = (role: Role, id: string, json: unknown) => call(role, ONE, 'POST', { path: `/api/tags/${id}`, params: { tagId: id }, json });
const remove = (role: Role, id: string) => call(role, ONE, 'DELETE', { path: `/api/tags/${id}`, params: { tagId: id } });

/** Runs `fn` and answers what reached the upstream without an interceptor (with none set: every call). */
async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('GET /api/tags', () => {
  it('an admin: every kind, the all-agents count, the admin label, and edit/delete only where allowed', async () => {
    const scope = upstreamAs('admin').get('/tags').reply(200, { tags: ALL });
    const answer = await call('admin', LIST, 'GET');
    expect(answer.status).toBe(200);
    const { tags } = answer.body as TagsResponse;
    expect(tags.map((t) => [t.name, t.kind, t.canEdit, t.canDelete, t.info])).toEqual([
      ['Agent', 'virtual', false, false, 'Every agent of the app (added automatically)'],
      ['Open House', 'system', false, false, 'Signed in at an open house kiosk'],
      ['Buyer', 'super', true, true, 'Available to all agents'],
      ['Hot lead', 'own', true, true, 'Created by Avery Agent'],
    ]);
    expect(tags[3]).toEqual({
      id: 12,
      tag: 'Hot lead',
      name: 'Hot lead',
      description: '',
      color: 'red',
      background: '#c62828',
      textColor: '#ffffff',
      kind: 'own',
      global: false,
      ownerName: 'Avery Agent',
      useCount: 3,
      useCountAll: 9,
      info: 'Created by Avery Agent',
      canEdit: true,
      canDelete: true,
    });
    expect(scope.isDone()).toBe(true);
  });

  it("an agent: 'Created by account admin' on super tags, which they may not change; their own they may", async () => {
    const scope = upstreamAs('agent')
      .get('/tags')
      .reply(200, { tags: [system, superTag, own].map((t) => ({ ...t, use_count_all: null })) });
    const { tags } = (await call('agent', LIST, 'GET')).body as TagsResponse;
    expect(tags.map((t) => [t.kind, t.canEdit, t.canDelete, t.info, t.useCountAll])).toEqual([
      ['system', false, false, 'Signed in at an open house kiosk', null],
      ['super', false, false, 'Created by account admin', null],
      ['own', true, true, '', null],
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('read-only: the list, with nothing to edit or delete', async () => {
    upstreamAs('readOnly').get('/tags').reply(200, { tags: ALL });
    const answer = await call('readOnly', LIST, 'GET');
    expect(answer.status).toBe(200);
    expect((answer.body as TagsResponse).tags.some((t) => t.canEdit || t.canDelete)).toBe(false);
  });

  it('a manager (403) and a signed-out visitor (401) are refused before any upstream call', async () => {
    for (const [role, status, message] of [
      ['manager', 403, 'You do not have permission to do this.'],
      ['signedOut', 401, 'Please sign in.'],
    ] as const) {
      const { answer, heard } = await unheard(() => call(role, LIST, 'GET'));
      expect([answer.status, answer.message]).toEqual([status, message]);
      expect(heard).toEqual([]);
    }
  });

  it("an upstream failure is the envelope with the server's message", async () => {
    upstreamAs('admin').get('/tags').reply(500, { message: 'Tags are unavailable right now.' });
    const answer = await call('admin', LIST, 'GET');
    expect([answer.status, answer.message]).toEqual([502, 'Tags are unavailable right now.']);
  });
});

describe('POST /api/tags (create)', () => {
  it('an agent creates an own tag: the name trimmed, no super choice sent', async () => {
    const scope = upstreamAs('agent').post('/tags', { name: 'Hot lead', color: 'red' }).reply(200, { tag: own });
    const answer = await call('agent', LIST, 'POST', { json: { name: '  Hot lead ', color: 'red' } });
    expect(answer.status).toBe(201);
    expect(answer.body as TagResponse).toMatchObject({ message: 'Tag created', tag: { id: 12, kind: 'own', canEdit: true } });
    expect(scope.isDone()).toBe(true);
  });

  it("an admin makes a tag 'available to all agents'", async () => {
    const scope = upstreamAs('admin').post('/tags', { name: 'Buyer', color: 'blue', super_tag: true }).reply(200, { tag: superTag });
    const answer = await call('admin', LIST, 'POST', { json: { name: 'Buyer', color: 'blue', superTag: true } });
    expect(answer.status).toBe(201);
    expect((answer.body as TagResponse).tag).toMatchObject({ kind: 'super', info: 'Available to all agents' });
    expect(scope.isDone()).toBe(true);
  });

  it('refusals send nothing upstream: a super tag by an agent, validation, read-only, manager, signed out', async () => {
    const cases: [Role, unknown, number, string][] = [
      ['agent', { name: 'Everyone', color: 'red', superTag: true }, 403, 'Only an account admin can make a tag available to all agents.'],
      [
        'agentAdminInAgentView',
        { name: 'Everyone', color: 'red', superTag: true },
        403,
        'Only an account admin can make a tag available to all agents.',
      ],
      ['agent', { name: '  ', color: 'red' }, 400, 'Invalid name: Tag name and color are required'],
      ['agent', { name: 'Hot lead', color: '' }, 400, 'Invalid color: Tag name and color are required'],
      ['agent', { name: 'Hot lead' }, 400, 'Invalid color: Tag name and color are required'],
      ['admin', { name: 'Hot lead', color: 'purple' }, 400, 'Invalid color: Tag name and color are required'],
      ['admin', { name: 'x'.repeat(41), color: 'red' }, 400, 'Invalid name: At most 40 characters'],
      ['readOnly', { name: 'Hot lead', color: 'red' }, 403, 'Read-only mode: changes are not allowed.'],
      ['manager', { name: 'Hot lead', color: 'red' }, 403, 'You do not have permission to do this.'],
      ['signedOut', { name: 'Hot lead', color: 'red' }, 401, 'Please sign in.'],
    ];
    for (const [role, json, status, message] of cases) {
      const { answer, heard } = await unheard(() => call(role, LIST, 'POST', { json }));
      expect([answer.status, answer.message], `${role} ${JSON.stringify(json)}`).toEqual([status, message]);
      expect(heard).toEqual([]);
    }
  });

  it("the upstream's refusal (a duplicate name) reaches the screen with its message", async () => {
    upstreamAs('agent').post('/tags').reply(409, { message: 'A tag named "Hot lead" already exists.' });
    const answer = await call('agent', LIST, 'POST', { json: { name: 'Hot lead', color: 'red' } });
    expect([answer.status, answer.message]).toEqual([409, 'A tag named "Hot lead" already exists.']);
  });
});

describe('POST /api/tags/{tagId} (edit)', () => {
  it('an agent renames their own tag: read first, then saved with its id', async () => {
    const scope = upstreamAs('agent')
      .get('/tags/12')
      .reply(200, { tag: own })
      .post('/tags', { tag_id: 12, name: 'Hot leads', color: 'green' })
      .reply(200, { tag: { ...own, tag: 'Hot leads', tag_long: 'Hot leads', tag_color: 'green' } });
    const answer = await edit('agent', '12', { name: 'Hot leads', color: 'green' });
    expect(answer.status).toBe(200);
    expect(answer.body as TagResponse).toMatchObject({
      message: 'Tag saved',
      tag: { name: 'Hot leads', color: 'green', background: '#2e7d32' },
    });
    expect(scope.isDone()).toBe(true);
  });

  it('an admin edits a super tag', async () => {
    const scope = upstreamAs('admin')
      .get('/tags/5')
      .reply(200, { tag: superTag })
      .post('/tags', { tag_id: 5, name: 'Buyers', color: 'blue', super_tag: true })
      .reply(200, { tag: superTag });
    expect((await edit('admin', '5', { name: 'Buyers', color: 'blue', superTag: true })).status).toBe(200);
    expect(scope.isDone()).toBe(true);
  });

  it('system, virtual and (for an agent) super tags are refused with 403; the change never leaves', async () => {
    const cases: [RoleName, string, unknown, number, string][] = [
      ['admin', '1', system, 403, 'System tags cannot be changed.'],
      ['agent', '1', system, 403, 'System tags cannot be changed.'],
      ['agent', '5', superTag, 403, 'Only an account admin can change this tag.'],
      ['agentAdminInAgentView', '5', superTag, 403, 'Only an account admin can change this tag.'],
    ];
    for (const [role, id, tag, status, message] of cases) {
      // Only the read is answered: a save would reach the upstream unmatched and be heard.
      const read = upstreamAs(role).get(`/tags/${id}`).reply(200, { tag });
      const { answer, heard } = await unheard(() => edit(role, id, { name: 'Renamed', color: 'red' }));
      expect([answer.status, answer.message], `${role} ${id}`).toEqual([status, message]);
      expect(heard).toEqual([]);
      expect(read.isDone()).toBe(true);
    }
  });

  it('the virtual Agent tag is refused by its id alone, without asking the upstream', async () => {
    const { answer, heard } = await unheard(() => edit('admin', '0', { name: 'Agents', color: 'red' }));
    expect([answer.status, answer.message]).toEqual([403, 'The Agent tag cannot be changed.']);
    expect(heard).toEqual([]);
  });

  it('refusals before any upstream call: a bad id, a super choice by an agent, read-only, manager, validation', async () => {
    const cases: [Role, string, unknown, number, string][] = [
      ['admin', 'abc', { name: 'A', color: 'red' }, 404, 'Not found.'],
      ['admin', '-1', { name: 'A', color: 'red' }, 404, 'Not found.'],
      ['agent', '12', { name: 'A', color: 'red', superTag: true }, 403, 'Only an account admin can make a tag available to all agents.'],
      ['readOnly', '12', { name: 'A', color: 'red' }, 403, 'Read-only mode: changes are not allowed.'],
      ['manager', '12', { name: 'A', color: 'red' }, 403, 'You do not have permission to do this.'],
      ['signedOut', '12', { name: 'A', color: 'red' }, 401, 'Please sign in.'],
      ['agent', '12', { name: '', color: 'red' }, 400, 'Invalid name: Tag name and color are required'],
    ];
    for (const [role, id, json, status, message] of cases) {
      const { answer, heard } = await unheard(() => edit(role, id, json));
      expect([answer.status, answer.message], `${role} ${id} ${JSON.stringify(json)}`).toEqual([status, message]);
      expect(heard).toEqual([]);
    }
  });

  it("a tag the agent cannot see is the upstream's 404", async () => {
    upstreamAs('agent').get('/tags/77').reply(404, { message: 'Tag not found' });
    const answer = await edit('agent', '77', { name: 'Mine now', color: 'red' });
    expect([answer.status, answer.message]).toEqual([404, 'Tag not found']);
  });
});

describe('DELETE /api/tags/{tagId}', () => {
  it('an agent deletes their own tag: the answer says how many users lost it', async () => {
    const scope = upstreamAs('agent')
      .get('/tags/12')
      .reply(200, { tag: own })
      .post('/delete_tag', { tag_id: 12 })
      .reply(200, { ok: true, removed: 3 });
    const answer = await remove('agent', '12');
    expect(answer.status).toBe(200);
    expect(answer.body as DeleteTagResponse).toEqual({ ok: true, removed: 3, message: 'Tag deleted' });
    expect(scope.isDone()).toBe(true);
  });

  it('an admin deletes a super tag', async () => {
    const scope = upstreamAs('admin')
      .get('/tags/5')
      .reply(200, { tag: superTag })
      .post('/delete_tag', { tag_id: 5 })
      .reply(200, { ok: true, removed: 250 });
    expect(((await remove('admin', '5')).body as DeleteTagResponse).removed).toBe(250);
    expect(scope.isDone()).toBe(true);
  });

  it('refuses system, virtual and (for an agent) super tags; the delete never leaves', async () => {
    for (const [role, id, tag, message] of [
      ['admin', '1', system, 'System tags cannot be changed.'],
      ['agent', '5', superTag, 'Only an account admin can change this tag.'],
    ] as const) {
      upstreamAs(role).get(`/tags/${id}`).reply(200, { tag });
      const { answer, heard } = await unheard(() => remove(role, id));
      expect([answer.status, answer.message]).toEqual([403, message]);
      expect(heard).toEqual([]);
    }
    const virtual = await unheard(() => remove('agent', '0'));
    expect([virtual.answer.status, virtual.answer.message, virtual.heard]).toEqual([403, 'The Agent tag cannot be changed.', []]);
  });

  it('read-only, manager and signed out are refused before any upstream call', async () => {
    for (const [role, status] of [
      ['readOnly', 403],
      ['manager', 403],
      ['signedOut', 401],
    ] as const) {
      const { answer, heard } = await unheard(() => remove(role, '12'));
      expect(answer.status).toBe(status);
      expect(heard).toEqual([]);
    }
  });

  it("an upstream failure on delete gives the server's message (the spec's source ignored it silently)", async () => {
    upstreamAs('agent').get('/tags/12').reply(200, { tag: own }).post('/delete_tag').reply(500, { message: 'Could not delete the tag.' });
    const answer = await remove('agent', '12');
    expect([answer.status, answer.message]).toEqual([502, 'Could not delete the tag.']);
  });
});
