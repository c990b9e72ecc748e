import type { Viewer } from '@/lib/access';
import { sessionFrom, type Session } from '@/server/session';
import { AppData, SessionUser } from '@/server/upstream/contract';
import { viewerOf } from '@/server/viewer';

/**
 * One session, app data and viewer for each role the suites need, built the way a sign-in builds them:
 * the upstream's sign-in user and app data (parsed by the contract's schemas), `sessionFrom` for the
 * session, the view switch as /api/session/mode does it, and `viewerOf` for the viewer.
 */
export type RoleName =
  | 'admin'
  | 'manager'
  | 'agent'
  | 'agentWithoutMpro'
  | 'agentAdminInAgentView'
  | 'agentAdminInManagerView'
  | 'readOnly'
  | 'premierAdmin'
  | 'restrictedAdmin'
  | 'selfProvisionedAgent';

export const STACK = 'acme';
export const ADMIN_ID = 1;
export const AGENT_ID = 3;

/** The app data a session's viewer is built from (the upstream's GET /app/:stackId answer). */
export function appData(over: Partial<AppData> = {}): AppData {
  return AppData.parse({
    stack_id: STACK,
    name: 'Acme Realty',
    icon: 'http://upstream.test/icon.png',
    theme: { logo: 'http://upstream.test/logo.png', color: '#0b5cad' },
    template: 'default',
    toggles: {
      mortgageProEditingEnabled: true,
      customLinksEnabled: true,
      statusMyListingsEnabled: true,
      purchaseVideoEnabled: true,
      agentInsightsEnabled: true,
      zapierEnabled: true,
      officesEnabled: true,
      crmEmailEnabled: true,
      chatEnabled: true,
      pushNotificationsEnabled: true,
      manualPushEnabled: true,
      userExportEnabled: true,
      agentSavedSearchEnabled: true,
      pocketListingsEnabled: true,
      pocketListingsAllowAgents: true,
      integrationsEnabled: true,
      integrationsAgentEnabled: true,
    },
    strings: {},
    plan: { agents: 150, limit: 200 },
    super_admins: [],
    countries: ['US'],
    payments: true,
    mpro_agent: false,
    ...over,
  });
}

/** A sign-in answer's user (POST /login), admin unless told otherwise. */
export function signInUser(over: Partial<SessionUser> = {}): SessionUser {
  return SessionUser.parse({
    id: ADMIN_ID,
    type: 'admin',
    subType: null,
    email: 'admin@acme.test',
    display_name: 'Alex Admin',
    payments: true,
    agent_data: null,
    ...over,
  });
}

export type SignedIn = { session: Session; app: AppData; viewer: Viewer };

/**
 * Sign a user in with an api key of their own; `managerMode` switches the view afterwards, as the view
 * switch does. The viewer is built when read, from the configuration of that moment (showings stacks).
 */
export function signIn(
  apiKey: string,
  user: SessionUser,
  app: AppData,
  opts: { readOnly?: boolean; managerMode?: boolean } = {},
): SignedIn {
  const signedIn = sessionFrom(apiKey, STACK, user, { readOnly: opts.readOnly });
  const session = opts.managerMode === undefined ? signedIn : { ...signedIn, managerMode: opts.managerMode };
  return {
    session,
    app,
    get viewer() {
      return viewerOf(session, app);
    },
  };
}

const agentAdmin = signInUser({
  id: 6,
  type: 'agent',
  subType: 'agentAdmin',
  display_name: 'Ash Agentadmin',
  email: 'agentadmin@acme.test',
});

/** Each role, with its own api key (the app-data cache is keyed by it). */
export const ROLES: Record<RoleName, SignedIn> = {
  admin: signIn('key-admin', signInUser(), appData()),
  manager: signIn(
    'key-manager',
    signInUser({ id: 2, type: 'manager', display_name: 'Morgan Manager', email: 'manager@acme.test', office_id: 5 }),
    appData(),
  ),
  agent: signIn(
    'key-agent',
    signInUser({ id: AGENT_ID, type: 'agent', display_name: 'Avery Agent', email: 'agent@acme.test', office_id: 5 }),
    appData({ mpro_agent: true }),
  ),
  agentWithoutMpro: signIn(
    'key-agent-nompro',
    signInUser({ id: 4, type: 'agent', display_name: 'Blair Agent', email: 'blair@acme.test' }),
    appData({ mpro_agent: false }),
  ),
  agentAdminInAgentView: signIn('key-agentadmin-agentview', agentAdmin, appData(), { managerMode: false }),
  agentAdminInManagerView: signIn('key-agentadmin-managerview', agentAdmin, appData(), { managerMode: true }),
  readOnly: signIn('key-readonly', signInUser(), appData(), { readOnly: true }),
  premierAdmin: signIn('key-premier', signInUser(), appData({ template: 'premier' })),
  // An admin of an app in super-admin restricted mode: no user list, user data, recipient names or listing suggestions.
  restrictedAdmin: signIn('key-restricted', signInUser(), appData({ toggles: { ...appData().toggles, superAdminRestrictedMode: true } })),
  // subscriber@acme.test: a self-provisioned agent whose subscription is active (the agent settings' cancel card).
  selfProvisionedAgent: signIn(
    'key-subscriber',
    signInUser({
      id: 12,
      type: 'agent',
      display_name: 'Sasha Subscriber',
      email: 'subscriber@acme.test',
      agent_data: {
        self_provisioned: true,
        subscription_status: 'active',
        subscription_cancel_at: null,
        guid: '0f5a2f7e-1c2d-4e3f-a456-7b8c9d0e1f2a',
      },
    }),
    appData(),
  ),
};
