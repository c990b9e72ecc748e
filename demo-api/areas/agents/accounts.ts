import type { Store } from '../../db/store';
import type { SubType, UserKind, UserRow } from '../../db/rows';
import { demoPasswordHash } from '../../auth/passwords';
import { avatarPath, insertUser, license, phoneFor } from './users';

export type DemoAccount = {
  email: string;
  name: string;
  stackIds: string[];
  kind: UserKind;
  subType?: SubType;
  office?: string;
  loginStatus?: UserRow['login_status'];
  selfProvisioned?: 'active' | 'canceled' | 'unpaid';
  mproAgent?: boolean;
  active?: 0 | 1;
  about: string;
};

/** The documented demo accounts, all with the password demo1234. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@acme.test', name: 'Alex Admin', stackIds: ['acme'], kind: 'admin', about: 'admin of acme' },
  {
    email: 'manager@acme.test',
    name: 'Morgan Manager',
    stackIds: ['acme'],
    kind: 'manager',
    office: 'San Francisco Office',
    about: 'manager of the San Francisco branch',
  },
  {
    email: 'agent@acme.test',
    name: 'Avery Agent',
    stackIds: ['acme'],
    kind: 'agent',
    office: 'San Francisco Office',
    mproAgent: true,
    about: 'agent of acme, flagged mpro_agent',
  },
  {
    email: 'agentadmin@acme.test',
    name: 'Adrian Agentadmin',
    stackIds: ['acme'],
    kind: 'agent',
    subType: 'agentAdmin',
    office: 'Acme Realty HQ',
    about: 'agent with admin powers in manager mode',
  },
  {
    email: 'agentmanager@acme.test',
    name: 'Marley Agentmanager',
    stackIds: ['acme'],
    kind: 'agent',
    subType: 'agentManager',
    office: 'Southern California Region',
    about: 'agent with manager powers (Southern California) in manager mode',
  },
  {
    email: 'multi@demo.test',
    name: 'Morgan Multi',
    stackIds: ['acme', 'bay'],
    kind: 'admin',
    about: 'admin of acme and bay: login without stack_id lists both',
  },
  {
    email: 'canceled@acme.test',
    name: 'Casey Canceled',
    stackIds: ['acme'],
    kind: 'agent',
    selfProvisioned: 'canceled',
    about: 'self-provisioned agent, subscription canceled',
  },
  {
    email: 'unpaid@acme.test',
    name: 'Umar Unpaid',
    stackIds: ['acme'],
    kind: 'agent',
    selfProvisioned: 'unpaid',
    about: 'self-provisioned agent without a subscription',
  },
  {
    email: 'disabled@acme.test',
    name: 'Dana Disabled',
    stackIds: ['acme'],
    kind: 'agent',
    office: 'Oakland Office',
    loginStatus: 'disabled',
    active: 0,
    about: 'login answers {disabled:true}',
  },
  {
    email: 'checkother@acme.test',
    name: 'Charlie Checkother',
    stackIds: ['acme'],
    kind: 'agent',
    office: 'San Jose Office',
    loginStatus: 'check_other',
    about: 'login answers {check_other:true}',
  },
  {
    email: 'restricted@bay.test',
    name: 'Riley Restricted',
    stackIds: ['bay'],
    kind: 'admin',
    about: 'admin of bay (super-admin restricted mode)',
  },
  {
    email: 'subscriber@acme.test',
    name: 'Sasha Subscriber',
    stackIds: ['acme'],
    kind: 'agent',
    selfProvisioned: 'active',
    about: 'self-provisioned agent with an active subscription (the cancel card)',
  },
];

const DAY = 86_400;

/** Inserts the demo accounts; answers their user ids by "stack|email". */
export function seedDemoAccounts(store: Store, offices: Map<string, number>, now: number): Map<string, number> {
  const ids = new Map<string, number>();
  const hash = demoPasswordHash();
  DEMO_ACCOUNTS.forEach((a, n) => {
    for (const stackId of a.stackIds) {
      const isAgent = a.kind === 'agent';
      const id = insertUser(store, {
        stack_id: stackId,
        kind: a.kind,
        sub_type: a.subType ?? null,
        email: a.email,
        display_name: a.name,
        password_hash: hash,
        login_status: a.loginStatus ?? 'ok',
        office_id: a.office ? (offices.get(a.office) ?? null) : null,
        phone: phoneFor(n + 1),
        photo: isAgent ? avatarPath(a.name, `u${n}`) : null,
        created_at: now - (400 - n * 10) * DAY,
        active: a.active ?? 1,
        login_count: isAgent ? 12 + n : 30,
        last_login: now - n * 3600,
        brokerage_name: isAgent ? (stackId === 'acme' ? 'Acme Realty' : 'Bay Homes') : null,
        web: isAgent ? `https://${stackId}.test/agents/${a.email.split('@')[0]}` : null,
        bio: isAgent ? `${a.name.split(' ')[0]} helps buyers and sellers across California.` : null,
        ...(isAgent ? license(n + 1) : {}),
        self_provisioned: a.selfProvisioned ? 1 : 0,
        subscription_status: a.selfProvisioned === 'unpaid' ? null : (a.selfProvisioned ?? null),
        subscription_cancel_at: a.selfProvisioned === 'canceled' ? now + 20 * DAY : null,
        mpro_agent: a.mproAgent ? 1 : 0,
        // The open house kiosk greets visitors with the agent's message (the demo agents have one).
        kiosk_message: isAgent
          ? `Welcome to the open house! I'm ${a.name.split(' ')[0]}: sign in to get this home's details and similar listings.`
          : null,
        // The profile's MLS e-mail and two of the six social links.
        mls_email: isAgent ? `${a.email.split('@')[0]}@mls.${stackId}.test` : null,
        social_instagram: isAgent ? `https://instagram.com/${a.email.split('@')[0]}.homes` : null,
        social_linkedin: isAgent ? `https://www.linkedin.com/in/${a.name.toLowerCase().replace(/\s+/g, '-')}` : null,
      });
      ids.set(`${stackId}|${a.email}`, id);
    }
  });
  return ids;
}
