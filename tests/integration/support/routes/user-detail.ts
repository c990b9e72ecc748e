import { TagInput } from '@/lib/tags/schema';
import { ActiveInput, ChangeAgentInput, FieldInput, NotesInput, PromoteManagerInput } from '@/lib/user-detail/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';
import { upstreamTag } from './tags';

// The user detail: admins do everything; managers promote to manager and edit the
// profile; agents tag and keep notes on their own users; read-only changes nothing.
const USER = '77';
const userParams = { userId: USER };
const base = `/api/user-detail/${USER}`;
const ADMIN_ONLY: Role[] = ['agent', 'manager', 'agentAdminInAgentView', 'readOnly', 'signedOut'];
const NOT_AGENTS: Role[] = ['agent', 'agentAdminInAgentView', 'readOnly', 'signedOut'];
const NOT_MANAGERS: Role[] = ['manager', 'readOnly', 'signedOut'];

/** An end user as the upstream answers GET /users/:id. */
export const upstreamUser = {
  id: 77,
  display_name: 'Blake Buyer',
  email: 'buyer@acme.test',
  phone: null,
  photo: null,
  type: 'user',
  subType: null,
  active: true,
  created_epoch: 1_700_000_000,
  last_login_epoch: null,
  login_count: 3,
  saved: 1,
  agent_id: 3,
  agent_name: 'Avery Agent',
  agent: { id: 3, display_name: 'Avery Agent', photo: null },
  tags: [upstreamTag],
  meta: { scheduled: 1, favorites: 2, notes: 1, saved_searches: 1 },
  protected: false,
};

export const routes: RouteCase[] = [
  {
    file: 'app/api/user-detail/[userId]/field/route.ts',
    method: 'POST',
    path: `${base}/field`,
    params: userParams,
    access: 'userDetail.editProfile',
    body: 'json',
    schema: FieldInput,
    sample: { field: 'display_name', value: 'Blake B.' },
    refuse: ['restrictedAdmin', 'readOnly', 'signedOut'],
    upstream: (u) => void u.post('/user/field').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/tags/[tagId]/route.ts',
    method: 'POST',
    path: `${base}/tags/12`,
    params: { userId: USER, tagId: '12' },
    access: 'userDetail.tags',
    body: 'none',
    refuse: NOT_MANAGERS,
    upstream: (u) => void u.post('/user_tag/add').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/tags/[tagId]/route.ts',
    method: 'DELETE',
    path: `${base}/tags/12`,
    params: { userId: USER, tagId: '12' },
    access: 'userDetail.tags',
    body: 'none',
    refuse: NOT_MANAGERS,
    upstream: (u) => void u.post('/user_tag/remove').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/tags/new/route.ts',
    method: 'POST',
    path: `${base}/tags/new`,
    params: userParams,
    access: 'userDetail.tags',
    body: 'json',
    schema: TagInput,
    sample: { name: 'Hot lead', color: 'red' },
    refuse: NOT_MANAGERS,
    ok: 201,
    upstream: (u) => void u.post('/tags').reply(200, { tag: upstreamTag }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/promote-manager/route.ts',
    method: 'POST',
    path: `${base}/promote-manager`,
    params: userParams,
    access: 'userDetail.promoteManager',
    body: 'json',
    schema: PromoteManagerInput,
    sample: { officeId: 5 },
    refuse: NOT_AGENTS,
    upstream: (u) => void u.post('/user/promote_manager').reply(200, { ok: true, manager_id: 300 }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/promote-agent/route.ts',
    method: 'POST',
    path: `${base}/promote-agent`,
    params: userParams,
    access: 'userDetail.promoteAgent',
    body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) => void u.post('/user/promote_agent').reply(200, { ok: true, agent_id: 301 }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/active/route.ts',
    method: 'POST',
    path: `${base}/active`,
    params: userParams,
    access: 'userDetail.active',
    body: 'json',
    schema: ActiveInput,
    sample: { active: false },
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/users/${USER}`).reply(200, { user: upstreamUser }).persist();
      u.post('/user/active').reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/user-detail/[userId]/agent/route.ts',
    method: 'POST',
    path: `${base}/agent`,
    params: userParams,
    access: 'userDetail.changeAgent',
    body: 'json',
    schema: ChangeAgentInput,
    sample: { agentId: 3 },
    refuse: ADMIN_ONLY,
    upstream: (u) => void u.post('/user/agent').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/notes/route.ts',
    method: 'POST',
    path: `${base}/notes`,
    params: userParams,
    access: 'userDetail.notes',
    body: 'json',
    schema: NotesInput,
    sample: { notes: 'Call on Monday.' },
    refuse: NOT_MANAGERS,
    upstream: (u) => void u.post(`/agentnotes/${USER}`).reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/user-detail/[userId]/data/route.ts',
    method: 'GET',
    path: `${base}/data?kind=fav`,
    params: userParams,
    access: 'userDetail.data',
    body: 'query',
    refuse: ['restrictedAdmin', 'signedOut'],
    upstream: (u) => void u.get(`/userdata/${USER}`).query(true).reply(200, { type: 'fav', items: [] }).persist(),
  },
];
