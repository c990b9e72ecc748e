import { RULES_MAX_BYTES } from '@/lib/routing/rules';
import { AvailabilityInput, HoursInput, RulesInput } from '@/lib/routing/schema';
import type { Scope } from 'nock';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Lead routing's configuration: the rules, hours and report for admins and (offices on) managers; every
// role but a restricted admin its own availability; read-only mode reads only.
const CONFIGURE_READ: Role[] = [
  'agent',
  'agentWithoutMpro',
  'agentAdminInAgentView',
  'restrictedAdmin',
  'selfProvisionedAgent',
  'signedOut',
];
const CONFIGURE: Role[] = [...CONFIGURE_READ, 'readOnly'];
const AVAILABILITY: Role[] = ['restrictedAdmin', 'readOnly', 'signedOut'];

const agentRow = (id: number, name: string, active = 1) => ({
  id,
  display_name: name,
  email: `${name.split(' ')[0]?.toLowerCase()}@acme.test`,
  phone: null,
  photo: null,
  total_users: 3,
  active,
  priority: 0,
  office: 'San Francisco Office',
  login_count: 5,
});

/** The brokerage's agents as the upstream lists them to an admin: two active, one inactive. */
export const upstreamRoutingAgents = [agentRow(3, 'Avery Agent'), agentRow(42, 'Blair Agent'), agentRow(43, 'Casey Gone', 0)];
/** Acme's offices: the headquarters, a region and two branches under it (the manager's is 5). */
export const upstreamRoutingOffices = [
  { id: 1, parent_id: 0, name: 'Acme Realty HQ' },
  { id: 2, parent_id: 1, name: 'Bay Area Region' },
  { id: 5, parent_id: 2, name: 'San Francisco Office' },
  { id: 6, parent_id: 2, name: 'Oakland Office' },
];

/** The offices, which the dashboard keeps briefly per caller: asked for by whichever call comes first. */
export const officesUpstream = (u: Scope) => void u.get('/offices').optionally().reply(200, { offices: upstreamRoutingOffices }).persist();

/** A save's upstream reads: the agents a rule may name and the offices. */
export const routingUpstream = (u: Scope) => {
  u.get('/agents').query(true).reply(200, { agents: upstreamRoutingAgents, total: 3, from: 0, to: 3 }).persist();
  officesUpstream(u);
};

/** The one catch-all rule, its left-out fields at their defaults (every active agent, unassigned after the hops). */
export const catchAllSample = {
  id: 'everyone-else',
  name: 'Everyone else',
  catchAll: true,
  handout: 'round_robin',
  windowMinutes: 5,
  hops: 2,
};

const week = Array.from({ length: 7 }, () => ({ open: 480, close: 1260 }));

export const routes: RouteCase[] = [
  {
    file: 'app/api/routing/rules/route.ts',
    method: 'GET',
    path: '/api/routing/rules',
    access: 'routing.rulesRead',
    body: 'none',
    refuse: CONFIGURE_READ,
    upstream: officesUpstream,
  },
  {
    file: 'app/api/routing/rules/route.ts',
    method: 'PUT',
    path: '/api/routing/rules',
    access: 'routing.rulesSave',
    body: 'json',
    schema: RulesInput,
    sample: { rules: [catchAllSample] },
    refuse: CONFIGURE,
    maxBytes: RULES_MAX_BYTES,
    upstream: routingUpstream,
  },
  {
    file: 'app/api/routing/hours/route.ts',
    method: 'PUT',
    path: '/api/routing/hours',
    access: 'routing.hoursSave',
    body: 'json',
    schema: HoursInput,
    sample: { hours: { timeZone: 'America/Los_Angeles', days: week } },
    refuse: CONFIGURE,
    upstream: officesUpstream,
  },
  {
    file: 'app/api/routing/availability/route.ts',
    method: 'PUT',
    path: '/api/routing/availability',
    access: 'routing.availability',
    body: 'json',
    schema: AvailabilityInput,
    sample: { paused: true, until: null },
    refuse: AVAILABILITY,
    as: 'agent',
  },
  {
    file: 'app/api/routing/report/route.ts',
    method: 'GET',
    path: '/api/routing/report?period=7',
    access: 'routing.report',
    body: 'query',
    refuse: CONFIGURE_READ,
    upstream: officesUpstream,
  },
  {
    file: 'app/api/routing/report/csv/route.ts',
    method: 'GET',
    path: '/api/routing/report/csv?period=90&sort=median',
    access: 'routing.reportCsv',
    body: 'query',
    refuse: CONFIGURE_READ,
    upstream: officesUpstream,
  },
];
