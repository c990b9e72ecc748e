import { describe, expect, it } from 'vitest';
import { allowed, effectiveRole, type Viewer } from '@/lib/access';
import { canFilterByAgent, offersCreateSearch, offersCsvDownload, parseUsersQuery, USER_LIST, visibleTags } from '@/lib/users/rules';
import { checkNewUser, NEW_USER_MSG } from '@/lib/users/check';
import { BulkAgentInput, NewUserInput } from '@/lib/users/schema';

function viewerFor(realType: 'admin' | 'manager' | 'agent', toggles: Record<string, boolean>): Viewer {
  const v: Viewer = {
    role: 'admin',
    realType,
    subType: null,
    managerMode: realType !== 'agent',
    readOnly: false,
    embedded: false,
    stackId: 'acme',
    template: 'default',
    toggles,
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
  };
  return { ...v, role: effectiveRole(v.realType, v.subType, v.managerMode) };
}

const admin = viewerFor('admin', { userExportEnabled: true, agentSavedSearchEnabled: true });
const manager = viewerFor('manager', { userExportEnabled: true, agentSavedSearchEnabled: true });
const agent = viewerFor('agent', { agentSavedSearchEnabled: true });
const readOnlyAdmin: Viewer = { ...admin, readOnly: true };

describe('users list query', () => {
  it('reads the defaults: 10 a page, last login first', () => {
    expect(parseUsersQuery({}, admin)).toEqual({ offset: 0, limit: 10, sort: '', q: '', agent: null, tag: null });
  });

  it('keeps offset, limit, sort, q, agent and tag, and accepts kiosk and kiosk-agent', () => {
    expect(parseUsersQuery({ offset: '20', limit: '25', sort: 'j', q: 'ann', agent: '7', tag: 'kiosk-agent' }, admin)).toEqual({
      offset: 20,
      limit: 25,
      sort: 'j',
      q: 'ann',
      agent: 7,
      tag: 'kiosk-agent',
    });
  });

  it('falls back to defaults for bad values', () => {
    expect(parseUsersQuery({ limit: '0', sort: 'x', agent: '-1', tag: '<script>' }, admin)).toMatchObject({
      limit: 10,
      sort: '',
      agent: null,
      tag: null,
    });
  });

  it('drops the agent filter for managers', () => {
    expect(parseUsersQuery({ agent: '7' }, manager).agent).toBeNull();
  });

  it('writes hrefs that go back to page one on a new filter', () => {
    expect(USER_LIST.href('/users', { offset: '20', q: 'ann' }, { tag: 'kiosk' })).toBe('/users?q=ann&tag=kiosk');
    expect(USER_LIST.href('/users', { q: 'ann' }, { offset: 10 })).toBe('/users?q=ann&offset=10');
  });
});

describe('users list rules per role', () => {
  it('gives the agent filter to admins only', () => {
    expect([admin, manager, agent].map(canFilterByAgent)).toEqual([true, false, false]);
  });

  it('offers Create Search when saved searches are on, never to managers', () => {
    expect([admin, manager, agent].map(offersCreateSearch)).toEqual([true, false, true]);
    expect(offersCreateSearch(viewerFor('admin', {}))).toBe(false);
  });

  it('lets only admins create, upload and (with userExportEnabled) download', () => {
    expect([admin, manager, agent].map((v) => allowed(v, 'users.create'))).toEqual([true, false, false]);
    expect([admin, manager, agent].map((v) => allowed(v, 'users.csvUpload'))).toEqual([true, false, false]);
    expect([admin, manager, agent].map(offersCsvDownload)).toEqual([true, false, false]);
    expect(offersCsvDownload(viewerFor('admin', {}))).toBe(false);
  });

  it('refuses every change in read-only mode', () => {
    for (const action of ['users.create', 'users.csvUpload', 'users.bulkAgent', 'users.bulkTags'] as const)
      expect(allowed(readOnlyAdmin, action)).toBe(false);
  });

  it('gives the bulk agent change to admins and bulk tags to admins and agents', () => {
    expect([admin, manager, agent].map((v) => allowed(v, 'users.bulkAgent'))).toEqual([true, false, false]);
    expect([admin, manager, agent].map((v) => allowed(v, 'users.bulkTags'))).toEqual([true, false, true]);
  });
});

describe('rows', () => {
  const tag = (id: number) => ({ id, key: `t${id}`, name: `T${id}`, color: 'blue' });
  it('shows up to 3 tags, then how many more', () => {
    expect(visibleTags([tag(1), tag(2)])).toEqual({ shown: [tag(1), tag(2)], more: 0 });
    expect(visibleTags([tag(1), tag(2), tag(3), tag(4), tag(5)])).toEqual({ shown: [tag(1), tag(2), tag(3)], more: 2 });
  });
});

describe('new user form', () => {
  const good = {
    display_name: 'Ann Lee',
    email: 'ann@acme.test',
    phone: '4155550100',
    password: 'secret1',
    send_email: true,
    send_sms: false,
  };
  it.each([
    [{ email: 'nope' }, 'email', NEW_USER_MSG.invalidEmail],
    [{ phone: '123' }, 'phone', NEW_USER_MSG.invalidPhone],
    [{ phone: '' }, 'phone', NEW_USER_MSG.invalidPhone],
    [{ password: '12345' }, 'password', NEW_USER_MSG.shortPassword],
    [{ display_name: '  ' }, 'display_name', 'Required'],
  ])('refuses %o with the spec message, in the browser and on the server alike', (change, field, message) => {
    const input = { ...good, ...change };
    const browser = checkNewUser(input);
    expect(browser.ok).toBe(false);
    if (!browser.ok) expect(browser.errors[field as keyof typeof browser.errors]).toBe(message);
    const server = NewUserInput.safeParse(input);
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a good user in both', () => {
    expect(checkNewUser(good).ok).toBe(true);
    expect(NewUserInput.safeParse(good).success).toBe(true);
  });
});

describe('bulk targets', () => {
  it('takes ticked ids or every matching user, never both empty', () => {
    expect(BulkAgentInput.safeParse({ target: { user_ids: [1, 2] }, agent_id: 3 }).success).toBe(true);
    expect(BulkAgentInput.safeParse({ target: { all: true, q: 'ann', tag: 'kiosk' }, agent_id: 3 }).success).toBe(true);
    expect(BulkAgentInput.safeParse({ target: { user_ids: [] }, agent_id: 3 }).success).toBe(false);
    expect(BulkAgentInput.safeParse({ target: { user_ids: [1, 1] }, agent_id: 3 }).success).toBe(false);
  });
});
