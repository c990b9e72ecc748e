import { primeAppData } from '@/server/app-data';
import { sealSession, type Session } from '@/server/session';
import type { AppData } from '@/server/upstream/contract';

/** Who calls a route handler in these suites. 'signedOut' sends no cookie at all. */
export type Role =
  | 'admin'
  | 'manager'
  | 'agent'
  | 'agentWithoutMpro'
  | 'agentAdminInAgentView'
  | 'agentAdminInManagerView'
  | 'readOnly'
  | 'premierAdmin'
  | 'signedOut';

export const STACK = 'acme';
export const ADMIN_ID = 1;
export const AGENT_ID = 3;

/** The app data a session's viewer is built from (the upstream's GET /app/:stackId answer). */
export function appData(over: Partial<AppData> = {}): AppData {
  return {
    stack_id: STACK,
    name: 'Acme Realty',
    icon: 'http://upstream.test/icon.png',
    theme: { logo: 'http://upstream.test/logo.png', color: '#0b5cad' },
    template: 'default',
    toggles: { mortgageProEditingEnabled: true, officesEnabled: true, crmEmailEnabled: true },
    strings: {},
    plan: { agents: 150, limit: 200 },
    super_admins: [],
    countries: ['US'],
    payments: true,
    mpro_agent: false,
    ...over,
  };
}

type User = Session['user'];
const user = (over: Partial<User>): User => ({
  id: ADMIN_ID, type: 'admin', subType: null, name: 'Alex Admin', email: 'admin@acme.test', officeId: null, payments: true,
  paymentsLink: null, agentPaymentsLink: null, selfProvisioned: false, subscriptionStatus: null, subscriptionCancelAt: null,
  ...over,
});

const base = (apiKey: string, u: User, over: Partial<Session> = {}): Session => ({
  v: 1, apiKey, stackId: STACK, user: u, managerMode: u.type !== 'agent', readOnly: false, embedded: false, ...over,
});

/** Each role's session and the app data its key reads. Every role has its own api key (the app-data cache is keyed by it). */
export const ROLES: Record<Exclude<Role, 'signedOut'>, { session: Session; app: AppData }> = {
  admin: { session: base('key-admin', user({})), app: appData() },
  manager: { session: base('key-manager', user({ id: 2, type: 'manager', name: 'Morgan Manager', email: 'manager@acme.test', officeId: 5 })), app: appData() },
  agent: { session: base('key-agent', user({ id: AGENT_ID, type: 'agent', name: 'Avery Agent', email: 'agent@acme.test', officeId: 5 })), app: appData({ mpro_agent: true }) },
  agentWithoutMpro: { session: base('key-agent-nompro', user({ id: 4, type: 'agent', name: 'Blair Agent', email: 'blair@acme.test' })), app: appData({ mpro_agent: false }) },
  agentAdminInAgentView: {
    session: base('key-agentadmin-agentview', user({ id: 6, type: 'agent', subType: 'agentAdmin', name: 'Ash Agentadmin', email: 'agentadmin@acme.test' }), { managerMode: false }),
    app: appData(),
  },
  agentAdminInManagerView: {
    session: base('key-agentadmin-managerview', user({ id: 6, type: 'agent', subType: 'agentAdmin', name: 'Ash Agentadmin', email: 'agentadmin@acme.test' }), { managerMode: true }),
    app: appData(),
  },
  readOnly: { session: base('key-readonly', user({}), { readOnly: true }), app: appData() },
  premierAdmin: { session: base('key-premier', user({})), app: appData({ template: 'premier' }) },
};

/**
 * The Cookie header of a role, its app data primed in the server's cache so that guarded() reads
 * nothing from the upstream: any upstream request a test sees was made by the handler itself.
 */
export async function cookieOf(role: Role): Promise<string | undefined> {
  if (role === 'signedOut') return undefined;
  const { session, app } = ROLES[role];
  primeAppData(session, app);
  return `bd_session=${await sealSession(session)}`;
}
