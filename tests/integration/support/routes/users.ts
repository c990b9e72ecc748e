import { BulkAgentInput, BulkTagsInput, NewUserInput, UserImportInput } from '@/lib/users/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Restricted mode closes the user list, and with it every handler that answers or changes its users.
const ADMIN_ONLY: Role[] = ['agent', 'manager', 'readOnly', 'restrictedAdmin', 'signedOut'];

/** A user row as the upstream's list answers it. */
export const upstreamUser = {
  id: 501,
  user_id: 501,
  display_name: 'Blake Buyer',
  email: 'buyer@acme.test',
  phone: null,
  photo: null,
  type: 'user',
  active: true,
  created_epoch: 1_700_000_000,
  last_login_epoch: 1_760_000_000,
  login_count: 4,
  saved: 1,
  agent_id: 3,
  agent_name: 'Avery Agent',
  tags: [{ id: 7, tag: 'kiosk', tag_long: 'Open House', color: 'green' }],
};

export const routes: RouteCase[] = [
  {
    file: 'app/api/users/route.ts',
    method: 'GET',
    path: '/api/users?limit=25&offset=0&q=bl&tag=kiosk',
    access: 'users.read',
    body: 'query',
    refuse: ['restrictedAdmin', 'signedOut'],
    upstream: (u) =>
      void u
        .get('/users')
        .query(true)
        .reply(200, { users: [upstreamUser], total: 1, from: 1, to: 1 })
        .persist(),
  },
  {
    file: 'app/api/users/route.ts',
    method: 'POST',
    path: '/api/users',
    access: 'users.create',
    body: 'json',
    schema: NewUserInput,
    sample: {
      display_name: 'New Person',
      email: 'new.person@acme.test',
      phone: '4155550100',
      password: 'secret1',
      send_email: true,
      send_sms: false,
    },
    refuse: ADMIN_ONLY,
    ok: 201,
    upstream: (u) => void u.post('/create_user').reply(200, { id: 900 }).persist(),
  },
  {
    file: 'app/api/users/bulk/agent/route.ts',
    method: 'POST',
    path: '/api/users/bulk/agent',
    access: 'users.bulkAgent',
    body: 'json',
    schema: BulkAgentInput,
    sample: { target: { user_ids: [501, 502] }, agent_id: 3 },
    refuse: ADMIN_ONLY,
    upstream: (u) => void u.post('/users/change_agents').reply(200, { ok: true, changed: 2 }).persist(),
  },
  {
    file: 'app/api/users/bulk/tags/route.ts',
    method: 'POST',
    path: '/api/users/bulk/tags',
    access: 'users.bulkTags',
    body: 'json',
    schema: BulkTagsInput,
    sample: { target: { user_ids: [501] }, tag_ids: [7] },
    refuse: ['manager', 'readOnly', 'restrictedAdmin', 'signedOut'],
    upstream: (u) => void u.post('/users/add_tags').reply(200, { ok: true, added: 1 }).persist(),
  },
  {
    file: 'app/api/users/csv/route.ts',
    method: 'GET',
    path: '/api/users/csv',
    access: 'users.csvDownload',
    body: 'none',
    refuse: ['agent', 'manager', 'restrictedAdmin', 'signedOut'],
    upstream: (u) => void u.get('/app/csv').reply(200, 'id,name\r\n1,Ann\r\n', { 'Content-Type': 'text/csv' }).persist(),
  },
  {
    file: 'app/api/users/csv/preview/route.ts',
    method: 'POST',
    path: '/api/users/csv/preview',
    access: 'users.csvUpload',
    body: 'csv',
    refuse: ADMIN_ONLY,
    upstream: (u) =>
      void u
        .post('/user_csv')
        .reply(200, { data: { ok_rows: [{ row: 2, name: 'New Person', email: 'new.person@acme.test', phone: '' }], error_rows: [] } })
        .persist(),
  },
  {
    file: 'app/api/users/csv/import/route.ts',
    method: 'POST',
    path: '/api/users/csv/import',
    access: 'users.csvUpload',
    body: 'json',
    schema: UserImportInput,
    sample: { rows: [{ name: 'New Person', email: 'new.person@acme.test' }] },
    refuse: ADMIN_ONLY,
    maxBytes: 14_000_000,
    upstream: (u) => void u.post('/user_publish').reply(200, { created: 1 }).persist(),
  },
];
