import { AgentPasswordInput, AgentProfileInput, PinInput } from '@/lib/agent-profile/schema';
import { AgentImportInput, AgentOrderInput, newAgentSchema } from '@/lib/agents/schema';
import { MoveInput } from '@/lib/agent-move/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

const AGENT = '42';
const agentParams = { agentId: AGENT };
export const upstreamAgent = {
  id: 42,
  display_name: 'Avery Agent',
  email: 'avery@acme.test',
  office: 5,
  office_name: 'San Francisco Office',
  crm_email: null,
  phone: null,
  web: null,
  bio: null,
  license: { licenseDisplay: null, licenseNumber: null, licensePrefix: null },
  active: 1,
  brokerage_name: 'Acme Realty',
  photo: null,
  priority: 0,
  self_provisioned: false,
  subscription_status: null,
  subscription_cancel_at: null,
};

const NOT_AGENTS: Role[] = ['agent', 'readOnly', 'signedOut'];
const ADMIN_ONLY: Role[] = ['agent', 'manager', 'readOnly', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/agents/[agentId]/move/route.ts',
    method: 'GET',
    path: `/api/agents/${AGENT}/move?kind=leave`,
    params: agentParams,
    access: 'agents.movePreview',
    body: 'query',
    refuse: ['agent', 'agentAdminInAgentView', 'signedOut'],
    upstream: (u) => {
      u.get(/^\/user\/profile\/\d+$/)
        .reply(200, upstreamAgent)
        .persist();
      u.get('/users')
        .query(true)
        .reply(200, { users: [], total: 2, from: 0, to: 0, ids: [5, 6] })
        .persist();
    },
  },
  {
    file: 'app/api/agents/[agentId]/move/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}/move`,
    params: agentParams,
    access: 'agents.moveUsers',
    body: 'json',
    schema: MoveInput,
    sample: { plan: { kind: 'one', agentId: 7 }, then: 'none', run: 'Fe26.2**a-run-of-the-preview' },
    refuse: ['agent', 'agentAdminInAgentView', 'readOnly', 'signedOut'],
    upstream: (u) => {
      u.get(/^\/user\/profile\/\d+$/)
        .reply(200, upstreamAgent)
        .persist();
      u.get('/users')
        .query(true)
        .reply(200, { users: [], total: 2, from: 0, to: 0, ids: [5, 6] })
        .persist();
      u.post('/users/change_agents').reply(200, { ok: true, changed: 2 }).persist();
    },
  },
  {
    file: 'app/api/agents/route.ts',
    method: 'POST',
    path: '/api/agents',
    access: 'agents.create',
    body: 'json',
    schema: newAgentSchema({ officeRequired: false }),
    sample: { name: 'New Agent', email: 'new.agent@acme.test', password: 'secret1' },
    refuse: ADMIN_ONLY,
    upstream: (u) => void u.post('/create_agent').reply(200, { id: 900 }).persist(),
    ok: 201,
  },
  {
    file: 'app/api/agents/route.ts',
    method: 'GET',
    path: '/api/agents?limit=10&offset=0&q=av',
    access: 'agents.read',
    body: 'query',
    refuse: ['agent', 'agentAdminInAgentView', 'signedOut'],
    upstream: (u) => void u.get('/agents').query(true).reply(200, { agents: [], total: 0, from: 0, to: 0 }).persist(),
  },
  {
    file: 'app/api/agents/order/route.ts',
    method: 'POST',
    path: '/api/agents/order',
    access: 'agents.order',
    body: 'json',
    schema: AgentOrderInput,
    sample: { order: [3, 1, 2] },
    refuse: NOT_AGENTS,
    maxBytes: 250_000,
    upstream: (u) => void u.post('/agent_order').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/agents/csv/route.ts',
    method: 'GET',
    path: '/api/agents/csv',
    access: 'agents.csvDownload',
    body: 'none',
    refuse: ['agent', 'manager', 'signedOut'],
    upstream: (u) => void u.get('/app/agents_csv').reply(200, 'id,name\r\n1,Ann\r\n', { 'Content-Type': 'text/csv' }).persist(),
  },
  {
    file: 'app/api/agents/csv/preview/route.ts',
    method: 'POST',
    path: '/api/agents/csv/preview',
    access: 'agents.csvUpload',
    body: 'csv',
    refuse: ADMIN_ONLY,
    upstream: (u) =>
      void u
        .post('/agent_csv')
        .reply(200, { data: { ok_rows: [{ row: 2, name: 'New Person', email: 'new.person@acme.test' }], error_rows: [] } })
        .persist(),
  },
  {
    file: 'app/api/agents/csv/import/route.ts',
    method: 'POST',
    path: '/api/agents/csv/import',
    access: 'agents.csvUpload',
    body: 'json',
    schema: AgentImportInput,
    sample: { rows: [{ name: 'New Person', email: 'new.person@acme.test' }] },
    refuse: ADMIN_ONLY,
    maxBytes: 12_000_000,
    upstream: (u) => void u.post('/agent_publish').reply(200, { created: 1 }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}`,
    params: agentParams,
    access: 'agents.edit',
    body: 'json',
    schema: AgentProfileInput,
    sample: { displayName: 'Avery Agent', email: 'avery@acme.test', bio: 'Helps buyers.' },
    refuse: [...NOT_AGENTS, 'premierAdmin'],
    upstream: (u) => void u.post(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/route.ts',
    method: 'DELETE',
    path: `/api/agents/${AGENT}`,
    params: agentParams,
    access: 'agents.delete',
    body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post('/delete_agent').reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/agents/[agentId]/pin/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}/pin`,
    params: agentParams,
    access: 'agents.pin',
    body: 'json',
    schema: PinInput,
    sample: { pinned: true },
    refuse: NOT_AGENTS,
    upstream: (u) => void u.post('/agent_pin').reply(200, { ok: true, priority: 1 }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/photo/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}/photo`,
    params: agentParams,
    access: 'agents.photo',
    body: 'photo',
    refuse: NOT_AGENTS,
    upstream: (u) => void u.post(`/avatar/${AGENT}`).reply(200, { photo: 'http://upstream.test/p.png' }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/photo/route.ts',
    method: 'DELETE',
    path: `/api/agents/${AGENT}/photo`,
    params: agentParams,
    access: 'agents.photo',
    body: 'none',
    refuse: NOT_AGENTS,
    upstream: (u) => void u.post(`/avatar/${AGENT}`).reply(200, { photo: null }).persist(),
  },
  {
    file: 'app/api/agents/[agentId]/password/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}/password`,
    params: agentParams,
    access: 'agents.password',
    body: 'json',
    schema: AgentPasswordInput,
    sample: { password: 'new-secret' },
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post(`/user/password/${AGENT}`).reply(200, { ok: true }).persist();
    },
  },
  {
    file: 'app/api/agents/[agentId]/resend-email/route.ts',
    method: 'POST',
    path: `/api/agents/${AGENT}/resend-email`,
    params: agentParams,
    access: 'agents.resendEmail',
    body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) => {
      u.get(`/user/profile/${AGENT}`).reply(200, upstreamAgent).persist();
      u.post(`/resend_agent_email/${AGENT}`).reply(200, { ok: true }).persist();
    },
  },
];
