import { readdirSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type nock from 'nock';
import { z } from 'zod';
import { AgentPasswordInput, AgentProfileInput, PinInput } from '@/lib/validation/agent-profile';
import { AgentImportInput, AgentOrderInput, newAgentSchema } from '@/lib/validation/agents';
import { ForgotInput, LoginInput } from '@/lib/validation/auth';
import { AllowAgentsInput, DeleteMortgageProInput, SaveMortgageProInput } from '@/lib/validation/mortgage-pro';
import { TagInput } from '@/lib/validation/tags';
import { ROOT } from './harness';
import { ADMIN_ID, appData, type Role } from './sessions';

/**
 * Every route handler of the app (app/api, /logout, /training), once: what it is, who must be refused, and what a
 * valid call looks like. The role, CSRF, body and fuzz suites are all driven from this table, and a
 * test checks that it lists every route.ts file, so a new handler cannot be left out.
 */
export type BodyKind = 'json' | 'none' | 'photo' | 'csv' | 'query';

export type RouteCase = {
  /** The route file, relative to the repository. */
  file: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The address called (params filled in). */
  path: string;
  params?: Record<string, string>;
  /** 'public': no session needed (sign-in routes, health); otherwise the access-table action. */
  access: 'public' | string;
  body: BodyKind;
  /** JSON routes: the schema the handler reads the body with (the oracle of the fuzz). */
  schema?: z.ZodType;
  /** A valid body (JSON routes) — the base the hostile variants start from. */
  sample?: Record<string, unknown>;
  /** Who must be turned away (401 signed out, 403 the rest): the spec's roles and read-only mode. */
  refuse: Role[];
  /** Interceptors for a successful call by an allowed role (admin unless `as` says otherwise). */
  upstream?: (api: nock.Scope) => void;
  as?: Role;
  /** The status of a successful call. */
  ok?: number;
  /** JSON routes: the largest body read (readJson's limit). */
  maxBytes?: number;
};

const AGENT = '42';
const agentParams = { agentId: AGENT };
export const upstreamAgent = {
  id: 42, display_name: 'Avery Agent', email: 'avery@acme.test', office: 5, office_name: 'San Francisco Office', crm_email: null,
  phone: null, web: null, bio: null, license: { licenseDisplay: null, licenseNumber: null, licensePrefix: null }, active: 1,
  brokerage_name: 'Acme Realty', photo: null, priority: 0, self_provisioned: false, subscription_status: null, subscription_cancel_at: null,
};
const mpro = { display_name: 'Lena Park', email: 'lena@loans.test', phone: null, web: null, company: null, license: { licenseNumber: 'NMLS 1' }, photo: null };

export const PNG = readFileSync(resolve(ROOT, 'tests/fixtures/images/tiny.png'));
export const CSV = 'name,email\nNew Person,new.person@acme.test\n';

const NOT_AGENTS: Role[] = ['agent', 'readOnly', 'signedOut'];
// Tags: admins and agents; managers never; read-only reads only.
const TAGS_READ: Role[] = ['manager', 'signedOut'];
const TAGS_CHANGE: Role[] = ['manager', 'readOnly', 'signedOut'];
const TAG = '12';
const tagParams = { tagId: TAG };
/** An agent's own tag as the upstream answers it. */
export const upstreamTag = {
  id: 12, tag: 'Hot lead', tag_long: 'Hot lead', tag_desc: null, tag_color: 'red', color: 'red', text_color: null, super_tag: false,
  system_tag: false, global: false, use_count: 3, use_count_all: 9, user_id: 3, user_name: 'Avery Agent',
};
const ADMIN_ONLY: Role[] = ['agent', 'manager', 'readOnly', 'signedOut'];
const MPRO_EDIT: Role[] = ['manager', 'agentWithoutMpro', 'readOnly', 'signedOut'];

export const ROUTES: RouteCase[] = [
  {
    file: 'app/api/agents/route.ts', method: 'POST', path: '/api/agents', access: 'agents.create', body: 'json',
    schema: newAgentSchema({ officeRequired: false }), sample: { name: 'New Agent', email: 'new.agent@acme.test', password: 'secret1' },
    refuse: ADMIN_ONLY, upstream: (u) => void u.post('/create_agent').reply(200, { id: 900 }).persist(), ok: 201,
  },
  {
    file: 'app/api/agents/route.ts', method: 'GET', path: '/api/agents?limit=10&offset=0&q=av', access: 'agents.read', body: 'query',
    refuse: ['agent', 'agentAdminInAgentView', 'signedOut'],
    upstream: (u) => void u.get('/agents').query(true).reply(200, { agents: [], total: 0, from: 0, to: 0 }).persist(),
  },
  {
    file: 'app/api/agents/order/route.ts', method: 'POST', path: '/api/agents/order', access: 'agents.order', body: 'json',
    schema: AgentOrderInput, sample: { order: [3, 1, 2] }, refuse: NOT_AGENTS, maxBytes: 250_000,
    upstream: (u) => void u.post('/agent_order').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/agents/csv/route.ts', method: 'GET', path: '/api/agents/csv', access: 'agents.csvDownload', body: 'none',
    refuse: ['agent', 'manager', 'signedOut'],
    upstream: (u) => void u.get('/app/agents_csv').reply(200, 'id,name\r\n1,Ann\r\n', { 'Content-Type': 'text/csv' }).persist(),
  },
  {
    file: 'app/api/agents/csv/preview/route.ts', method: 'POST', path: '/api/agents/csv/preview', access: 'agents.csvUpload', body: 'csv',
    refuse: ADMIN_ONLY,
    upstream: (u) => void u.post('/agent_csv').reply(200, { data: { ok_rows: [{ row: 2, name: 'New Person', email: 'new.person@acme.test' }], error_rows: [] } }).persist(),
  },
  {
    file: 'app/api/agents/csv/import/route.ts', method: 'POST', path: '/api/agents/csv/import', access: 'agents.csvUpload', body: 'json',
    schema: AgentImportInput, sample: { rows: [{ name: 'New Person', email: 'new.person@acme.test' }] }, refuse: ADMIN_ONLY, maxBytes: 12_000_000,
    upstream: (u) => void u.post('/agent_publish').reply(200, { created: 1 }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/route.ts', method: 'POST', path: `/api/agents/${AGENT}`, params: agentParams, access: 'agents.edit', body: 'json',
    schema: AgentProfileInput, sample: { displayName: 'Avery Agent', email: 'avery@acme.test', bio: 'Helps buyers.' }, refuse: [...NOT_AGENTS, 'premierAdmin'],
    upstream: (u) => void u.post(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/route.ts', method: 'DELETE', path: `/api/agents/${AGENT}`, params: agentParams, access: 'agents.delete', body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post('/delete_agent').reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/agents/[agentId]/pin/route.ts', method: 'POST', path: `/api/agents/${AGENT}/pin`, params: agentParams, access: 'agents.pin', body: 'json',
    schema: PinInput, sample: { pinned: true }, refuse: NOT_AGENTS, upstream: (u) => void u.post('/agent_pin').reply(200, { ok: true, priority: 1 }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/photo/route.ts', method: 'POST', path: `/api/agents/${AGENT}/photo`, params: agentParams, access: 'agents.photo', body: 'photo',
    refuse: NOT_AGENTS, upstream: (u) => void u.post(`/avatar/${AGENT}`).reply(200, { photo: 'http://upstream.test/p.png' }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/photo/route.ts', method: 'DELETE', path: `/api/agents/${AGENT}/photo`, params: agentParams, access: 'agents.photo', body: 'none',
    refuse: NOT_AGENTS, upstream: (u) => void u.post(`/avatar/${AGENT}`).reply(200, { photo: null }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/password/route.ts', method: 'POST', path: `/api/agents/${AGENT}/password`, params: agentParams, access: 'agents.password', body: 'json',
    schema: AgentPasswordInput, sample: { password: 'new-secret' }, refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post(`/user/password/${AGENT}`).reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/agents/[agentId]/resend-email/route.ts', method: 'POST', path: `/api/agents/${AGENT}/resend-email`, params: agentParams, access: 'agents.resendEmail', body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post(`/resend_agent_email/${AGENT}`).reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/listings/[listingKey]/route.ts', method: 'GET', path: '/api/listings/L-1', params: { listingKey: 'L-1' }, access: 'listing.read', body: 'none',
    refuse: ['signedOut'],
    upstream: (u) =>
      void u.get('/listings/L-1').reply(200, {
        listing_key: 'L-1', full_address: '1 Main St', city: 'San Francisco', state: 'CA', zip: '94103', price: 1000000, photos: [], beds: 2, baths: 1,
        lot_size: null, listing_date: null, details_list: [], description: null, mls: { mls_disclaimer: null },
      }).persist(),
  },
  {
    file: 'app/api/mpro/route.ts', method: 'POST', path: '/api/mpro', access: 'mpro.edit', body: 'json',
    schema: SaveMortgageProInput, sample: { level: { kind: 'app' }, mpro: { displayName: 'Lena Park', email: 'lena@loans.test', licenseNumber: 'NMLS 1' } },
    refuse: MPRO_EDIT, upstream: (u) => void u.post('/user/mpro').reply(200, { mpro }).persist(),
  },
  {
    file: 'app/api/mpro/route.ts', method: 'DELETE', path: '/api/mpro', access: 'mpro.edit', body: 'json',
    schema: DeleteMortgageProInput, sample: { level: { kind: 'app' } }, refuse: MPRO_EDIT,
    upstream: (u) => void u.post('/user/mpro').reply(200, { mpro: null }).persist(),
  },
  {
    file: 'app/api/mpro/agents/route.ts', method: 'GET', path: '/api/mpro/agents?q=av', access: 'mpro.searchAgents', body: 'query',
    refuse: ['agent', 'manager', 'signedOut'],
    upstream: (u) => void u.get('/agents').query(true).reply(200, { agents: [], total: 0, from: 0, to: 0 }).persist(),
  },
  {
    file: 'app/api/mpro/photo/route.ts', method: 'POST', path: '/api/mpro/photo?level=app', access: 'mpro.edit', body: 'photo',
    refuse: MPRO_EDIT, upstream: (u) => void u.post('/user/mpro/avatar').reply(200, { photo: 'http://upstream.test/m.png' }).persist(),
  },
  {
    file: 'app/api/mpro/photo/route.ts', method: 'DELETE', path: '/api/mpro/photo?level=app', access: 'mpro.edit', body: 'none',
    refuse: MPRO_EDIT, upstream: (u) => void u.post('/user/mpro/avatar').reply(200, { photo: null }).persist(),
  },
  {
    file: 'app/api/mpro/settings/route.ts', method: 'POST', path: '/api/mpro/settings', access: 'mpro.adminSettings', body: 'json',
    schema: AllowAgentsInput, sample: { enabled: true }, refuse: ['agent', 'manager', 'readOnly', 'signedOut'],
    upstream: (u) => void u.post('/user/mpro_agent').reply(200, { enabled: true }).persist(),
  },
  // ── Tags ─────────────────────────────────────────────────────────────────────────────────────
  {
    file: 'app/api/tags/route.ts', method: 'GET', path: '/api/tags', access: 'tags.read', body: 'none', refuse: TAGS_READ,
    upstream: (u) => void u.get('/tags').reply(200, { tags: [upstreamTag] }).persist(),
  },
  {
    file: 'app/api/tags/route.ts', method: 'POST', path: '/api/tags', access: 'tags.create', body: 'json',
    schema: TagInput, sample: { name: 'Hot lead', color: 'red' }, refuse: TAGS_CHANGE, ok: 201,
    upstream: (u) => void u.post('/tags').reply(200, { tag: upstreamTag }).persist(),
  },
  {
    file: 'app/api/tags/[tagId]/route.ts', method: 'POST', path: `/api/tags/${TAG}`, params: tagParams, access: 'tags.edit', body: 'json',
    schema: TagInput, sample: { name: 'Hot leads', color: 'green' }, refuse: TAGS_CHANGE,
    upstream: (u) => {
      u.get(`/tags/${TAG}`).reply(200, { tag: upstreamTag }).persist();
      u.post('/tags').reply(200, { tag: upstreamTag }).persist();
    },
  },
  {
    file: 'app/api/tags/[tagId]/route.ts', method: 'DELETE', path: `/api/tags/${TAG}`, params: tagParams, access: 'tags.delete', body: 'none',
    refuse: TAGS_CHANGE,
    upstream: (u) => {
      u.get(`/tags/${TAG}`).reply(200, { tag: upstreamTag }).persist();
      u.post('/delete_tag').reply(200, { ok: true, removed: 3 }).persist();
    },
  },
  // ── end of Tags ──────────────────────────────────────────────────────────────────────────────
  {
    file: 'app/api/session/mode/route.ts', method: 'POST', path: '/api/session/mode', access: 'session.switchView', body: 'json',
    // The handler's own schema (not exported): the oracle repeats it.
    schema: z.object({ managerMode: z.boolean() }), sample: { managerMode: false }, refuse: ['admin', 'manager', 'agent', 'signedOut'],
    as: 'agentAdminInManagerView',
  },
  {
    file: 'app/api/auth/login/route.ts', method: 'POST', path: '/api/auth/login', access: 'public', body: 'json',
    schema: LoginInput, sample: { email: 'admin@acme.test', password: 'demo1234' }, refuse: [],
    upstream: (u) =>
      void u.post('/login').reply(200, {
        api_key: 'fresh-key', app: appData(),
        user: { id: ADMIN_ID, type: 'admin', subType: null, email: 'admin@acme.test', display_name: 'Alex Admin', payments: true, agent_data: null },
      }).persist(),
  },
  {
    file: 'app/api/auth/forgot/route.ts', method: 'POST', path: '/api/auth/forgot', access: 'public', body: 'json',
    schema: ForgotInput, sample: { email: 'admin@acme.test' }, refuse: [],
    upstream: (u) => void u.post('/login/forgot').reply(200, { message: 'If an account exists for this email, a reset link has been sent.' }).persist(),
  },
  { file: 'app/api/auth/restore/route.ts', method: 'GET', path: '/api/auth/restore?api_key=k', access: 'public', body: 'query', refuse: [], ok: 303 },
  { file: 'app/api/auth/sso/route.ts', method: 'GET', path: '/api/auth/sso?e=a%40b.co&a=t', access: 'public', body: 'query', refuse: [], ok: 303 },
  { file: 'app/api/fub/route.ts', method: 'GET', path: '/api/fub', access: 'public', body: 'query', refuse: [], ok: 303 },
  { file: 'app/api/health/route.ts', method: 'GET', path: '/api/health', access: 'public', body: 'none', refuse: [] },
  { file: 'app/logout/route.ts', method: 'GET', path: '/logout', access: 'public', body: 'none', refuse: [], ok: 303 },
  { file: 'app/training/route.ts', method: 'GET', path: '/training', access: 'public', body: 'none', refuse: [], ok: 307 },
  { file: 'app/logout/route.ts', method: 'POST', path: '/logout', access: 'public', body: 'none', refuse: [], ok: 303 },
];

export const isMutation = (r: RouteCase) => r.method !== 'GET';
export const guardedRoutes = ROUTES.filter((r) => r.access !== 'public');
export const jsonRoutes = ROUTES.filter((r) => r.body === 'json');

export const maxBytesOf = (r: RouteCase) => r.maxBytes ?? 100_000;

export const label = (r: RouteCase) => `${r.method} ${r.path.split('?')[0]}`;

/** The body of a valid call, with its content type. */
export function validBody(r: RouteCase): { json?: unknown; body?: BodyInit; headers?: Record<string, string> } {
  if (r.body === 'json') return { json: r.sample };
  if (r.body === 'photo') return { body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } };
  if (r.body === 'csv') {
    const form = new FormData();
    form.set('file', new File([CSV], 'agents.csv', { type: 'text/csv' }));
    return { body: form };
  }
  return {};
}

/** Every route handler file under app/ on disk (forward slashes, relative to the repository). */
export function routeFilesOnDisk(): string[] {
  return (readdirSync(resolve(ROOT, 'app'), { recursive: true }) as string[])
    .map((f) => `app/${f.split(sep).join('/')}`)
    .filter((f) => /(^|\/)route\.(ts|tsx|js|mjs)$/.test(f))
    .sort();
}
