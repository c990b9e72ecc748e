import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, auth } from '@/server/upstream/contract';
import { area as authArea } from '../areas/auth';
import { loadAreas } from '../registry';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, PNG_BYTES, startTestApi, type TestApi } from './helpers';

import type { Sample } from './sample';

const firstId = (t: TestApi, sql: string) => (t.db().prepare(sql).get() as { id: number }).id;
/** An acme end user as a recipient (the n-th by id). */
const endUser = (t: TestApi, n = 0) => {
  const u = t.db().prepare("SELECT id, email FROM end_users WHERE stack_id = 'acme' AND active = 1 ORDER BY id LIMIT 1 OFFSET ?").get(n) as { id: number; email: string };
  return { user_id: u.id, email: u.email };
};
/** The acme admin's live share. */
const adminShare = (t: TestApi) =>
  firstId(t, "SELECT s.id FROM list_shares s JOIN favorite_lists f ON f.id = s.list_id JOIN users u ON u.id = f.owner_id WHERE u.email = 'admin@acme.test' AND s.revoked_at IS NULL ORDER BY s.id LIMIT 1");
const SEARCH = {
  search_name: 'Contract search', lat: 37.76, lng: -122.41, filters: '{"status":{"active":true}}', notify_email: true, notify_push: false,
  polygon: [[[-122.43, 37.75], [-122.40, 37.75], [-122.40, 37.77], [-122.43, 37.77]] as [number, number][]],
};
const plainAgent = (t: TestApi, n = 0) => firstId(t, `SELECT id FROM users WHERE stack_id = 'acme' AND email LIKE '%@acmerealty.test' AND self_provisioned = 0 ORDER BY id LIMIT 1 OFFSET ${n}`);
const endUserId = (t: TestApi, email: string) => firstId(t, `SELECT id FROM end_users WHERE email = '${email}'`);
const buyerId = (t: TestApi) => endUserId(t, 'buyer@acme.test');
const png = { file: { name: 'photo.png', type: 'image/png', bytes: PNG_BYTES } };

/** Valid input for every endpoint of the contract, as a suitable demo account. */
const SAMPLES: Record<string, Sample[]> = {
  login: [{ input: { email: 'admin@acme.test', password: 'demo1234' } }, { input: { email: 'multi@demo.test', password: 'demo1234' } }],
  loginSso: [
    {
      input: async (t) => {
        const token = await t.call<{ accessToken: string }>(auth.accessToken, { email: 'agent@acme.test' }, { as: ADMIN });
        return { email: 'agent@acme.test', token: token.body.accessToken };
      },
    },
  ],
  loginToken: [{ input: (t) => ({ api_key: t.key(ADMIN), ro: true }) }],
  forgotPassword: [{ input: { email: 'admin@acme.test' } }],
  logout: [{ as: MANAGER }],
  accessToken: [{ as: ADMIN, mode: 'manager', input: { email: 'agent@acme.test' } }],
  loginFub: [{ input: { fub_id: '42', fub_domain: 'acme', fub_agent_email: 'agent@acme.test', fub_user_email: 'buyer@acme.test' } }],
  getApp: [{ as: ADMIN, input: { stackId: 'acme' } }],
  getListing: [{ as: AGENT, mode: 'agent', input: (t) => ({ listingKey: (t.db().prepare('SELECT listing_key FROM listings LIMIT 1').get() as { listing_key: string }).listing_key }) }],
  help: [{ as: ADMIN, input: { section: 'home' } }, { as: ADMIN, input: { section: 'nowhere' } }],
  stats: (['most_viewed', 'recent_users', 'history', 'totals'] as const).flatMap((type) => [{ as: ADMIN, input: { type } }, { as: AGENT, mode: 'agent' as const, input: { type } }]),
  listAgents: [{ as: ADMIN, input: { limit: 10, offset: 0 } }, { as: ADMIN, input: { limit: 0, offset: 0, sort: 'ud', q: 'a' } }],
  listOffices: [{ as: ADMIN }],
  pinAgent: [{ as: ADMIN, input: (t) => ({ agent_id: plainAgent(t), type: 'pin' }) }],
  orderAgents: [{ as: ADMIN, input: (t) => ({ order: [plainAgent(t, 1), plainAgent(t, 0)] }) }],
  createAgent: [{ as: ADMIN, input: { name: 'Contract Test', email: 'contract.test@acme.test', password: 'secret1', phone: '(415) 555-0000', office: 5 } }],
  agentCsvPreview: [{ as: ADMIN, files: { file: { name: 'agents.csv', type: 'text/csv', bytes: 'name,email\nNew Person,new.person@acme.test\n,bad\n' } } }],
  agentPublish: [{ as: ADMIN, input: { rows: [{ name: 'Published Person', email: 'published.person@acme.test' }] } }],
  agentsCsv: [{ as: ADMIN }],
  getProfile: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t) }) }, { as: AGENT, mode: 'agent', input: { id: 3 } }],
  saveProfile: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t), display_name: 'Renamed Agent', email: 'renamed.agent@acmerealty.test', bio: 'New bio' }) }],
  avatar: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t) }), files: png }, { as: ADMIN, input: (t) => ({ id: plainAgent(t), delete: '1' }) }],
  deleteAgent: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t, 5) }) }],
  agentPassword: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t), agent_password: 'newpass1' }) }],
  resendAgentEmail: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t) }) }],
  cancelSubscription: [
    { as: (t) => (t.db().prepare("SELECT api_key FROM users WHERE self_provisioned = 1 AND subscription_status = 'active' LIMIT 1").get() as { api_key: string }).api_key },
  ],
  getPrefs: [{ as: AGENT, mode: 'agent' }],
  savePrefs: [{ as: AGENT, mode: 'agent', input: { emailUserNew: 0, pushUserNew: 1, emailUserFav: 1, pushUserFav: 0, emailUserNote: 1, pushUserNote: 1, emailUserSavedSearch: 0, pushUserSavedSearch: 1, pushUserLogin: 1 } }],
  getGlobalPrefs: [{ as: AGENT, mode: 'agent' }],
  saveGlobalPrefs: [{ as: AGENT, mode: 'agent', input: { fav_email: 0, fav_push: 1 } }],
  getMpro: [{ as: ADMIN }, { as: ADMIN, input: { office_id: 2 } }, { as: AGENT, mode: 'agent' }],
  saveMpro: [
    { as: ADMIN, input: { display_name: 'Lena Park', email: 'lena@loans.test', license: { licenseNumber: 'NMLS 1' } } },
    { as: ADMIN, input: { office_id: 5, delete: true } },
  ],
  mproAgents: [{ as: ADMIN }],
  getMproAgentSetting: [{ as: AGENT, mode: 'agent' }],
  saveMproAgentSetting: [{ as: ADMIN, input: { enabled: true } }],
  mproAvatar: [{ as: ADMIN, input: { kind: 'app' }, files: png }, { as: AGENT, mode: 'agent', input: { kind: 'agent' }, files: png }],
  // Tags
  listTags: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }, { as: MANAGER }],
  getTag: [{ as: ADMIN, input: { tag_id: 1 } }, { as: AGENT, mode: 'agent', input: { tag_id: 0 } }],
  saveTag: [{ as: ADMIN, input: { name: 'Contract tag', color: 'green', super_tag: true } }, { as: AGENT, mode: 'agent', input: { name: 'Contract own tag', color: 'sand' } }],
  deleteTag: [{ as: ADMIN, input: (t) => ({ tag_id: firstId(t, "SELECT id FROM tags WHERE stack_id = 'acme' AND super_tag = 1 ORDER BY id LIMIT 1") }) }],
  addUserTag: [{ as: ADMIN, input: (t) => ({ user_id: firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), tag_id: 1 }) }],
  removeUserTag: [{ as: ADMIN, input: (t) => ({ user_id: firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), tag_id: 1 }) }],
  alertTags: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  // Favorites lists
  sharedLists: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  agentAllLists: [{ as: AGENT, mode: 'agent' }],
  userLists: [{ as: ADMIN }],
  shareList: [{ as: ADMIN, input: (t) => ({ list_id: firstId(t, "SELECT f.id FROM favorite_lists f JOIN users u ON u.id = f.owner_id WHERE u.email = 'admin@acme.test' AND NOT EXISTS (SELECT 1 FROM list_shares s WHERE s.list_id = f.id) LIMIT 1"), recipients: [endUser(t)] }) }],
  shareRecipients: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t) }) }],
  addRecipients: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t), recipients: [endUser(t, 30)] }) }],
  removeRecipient: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t), user_id: endUser(t, 30).user_id }) }],
  revokeShare: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t) }) }],
  searchUsers: [{ as: ADMIN, input: { q: 'an' } }, { as: AGENT, mode: 'agent', input: { q: 'BUYER', limit: 5 } }],
  // User detail
  getUser: [{ as: ADMIN, input: (t) => ({ id: buyerId(t) }) }, { as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t) }) }, { as: MANAGER, input: (t) => ({ id: buyerId(t) }) }],
  saveUserField: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'casey.edit@example.com'), field: 'phone', value: '(415) 555-0199' }) }],
  promoteManager: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'promote.manager@example.com'), office_id: firstId(t, "SELECT id FROM offices WHERE stack_id = 'acme' ORDER BY id LIMIT 1") }) }],
  promoteAgent: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'promote.agent@example.com') }) }],
  setUserActive: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'riley.inactive@example.com'), status: 1 }) }],
  changeUserAgent: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'casey.edit@example.com'), agent_id: -1 }) }],
  agentChangeHistory: [{ as: ADMIN, input: (t) => ({ id: buyerId(t) }) }],
  userData: ['fav', 'scheduled', 'notes', 'saved'].map((type) => ({ as: ADMIN, input: (t: TestApi) => ({ id: buyerId(t), type }) })),
  agentNotes: [{ as: ADMIN, input: (t) => ({ id: buyerId(t) }) }, { as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t) }) }],
  saveAgentNotes: [{ as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t), notes: 'Call back on Monday.' }) }],
  // Push notifications
  listAlerts: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  listScheduledAlerts: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  deleteScheduledAlert: [{ as: ADMIN, input: (t) => ({ id: firstId(t, "SELECT id FROM alerts WHERE stack_id = 'acme' AND sent_at IS NULL ORDER BY id LIMIT 1") }) }],
  sendAlert: [
    { as: ADMIN, input: { title: 'Contract alert title', subtitle: 'Contract alert subtitle', type: 'text', text: 'Hello', tags: [0], timing: 'now' } },
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => ({
        title: 'Contract alert title', subtitle: 'Contract alert subtitle', type: 'url', url: 'https://acme.test/x', timing: 'schedule', send_date_time: Math.floor(Date.now() / 1000) + 86_400,
        recipient: firstId(t, "SELECT e.id FROM end_users e JOIN users u ON u.id = e.agent_id WHERE u.email = 'agent@acme.test' AND e.active = 1 ORDER BY e.id LIMIT 1"),
      }),
    },
  ],
  alertRecipients: [{ as: ADMIN, input: { limit: 2000, search: 'a' } }, { as: AGENT, mode: 'agent', input: { limit: 2000, search: 'a', office: 2 } }],
  alertListingSuggestions: [{ as: ADMIN, input: { text: 'a' } }],
  // Users
  listUsers: [
    { as: ADMIN, input: { limit: 10, offset: 0 } },
    { as: ADMIN, input: { limit: 25, offset: 0, sort: 'a', q: 'a', tag: 'kiosk' } },
    { as: ADMIN, input: { limit: 1, offset: 0, ids_only: '1', tag: 'kiosk' } },
    { as: MANAGER, input: { limit: 10, offset: 0, sort: 'l' } },
    { as: AGENT, mode: 'agent', input: { limit: 10, offset: 0, sort: 'j' } },
  ],
  createUser: [{ as: ADMIN, input: { display_name: 'Contract User', email: 'contract.user@acme.test', password: 'secret1', phone: '4155550100', send_email: true, send_sms: true } }],
  userCsvPreview: [{ as: ADMIN, files: { file: { name: 'users.csv', type: 'text/csv', bytes: 'name,email,phone\nNew User,new.user@acme.test,\n,bad,\n' } } }],
  userPublish: [{ as: ADMIN, input: { rows: [{ name: 'Published User', email: 'published.user@acme.test', phone: '555' }] } }],
  usersCsv: [{ as: ADMIN }],
  changeAgents: [{ as: ADMIN, input: (t) => ({ user_ids: [firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' AND email <> 'buyer@acme.test' ORDER BY id LIMIT 1")], agent_id: plainAgent(t, 2) }) }],
  addTagsToUsers: [
    {
      as: ADMIN,
      input: (t) => ({
        user_ids: [firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1")],
        tag_ids: [firstId(t, "SELECT id FROM tags WHERE stack_id = 'acme' AND super_tag = 1 ORDER BY id LIMIT 1")],
      }),
    },
  ],
  // Saved searches and templates
  listSavedSearches: [{ as: AGENT, mode: 'agent', input: (t) => ({ user_id: buyerId(t) }) }],
  getSavedSearch: [{ as: AGENT, mode: 'agent', input: (t) => ({ id: firstId(t, `SELECT id FROM saved_searches WHERE user_id = ${buyerId(t)} ORDER BY id LIMIT 1`) }) }],
  saveSearch: [{ as: AGENT, mode: 'agent', input: (t) => ({ user_id: buyerId(t), ...SEARCH, send_now: true }) }],
  listTemplates: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  getTemplate: [{ as: ADMIN, input: (t) => ({ id: firstId(t, "SELECT id FROM search_templates WHERE stack_id = 'acme' ORDER BY id LIMIT 1") }) }],
  saveTemplate: [{ as: AGENT, mode: 'agent', input: SEARCH }],
  toggleShared: [{ as: ADMIN, input: (t) => ({ id: firstId(t, "SELECT id FROM search_templates WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), flag: 1 }) }],
  previewListings: [{ as: AGENT, mode: 'agent', input: { lat: 37.7599, lng: -122.4148, filters: '{}', polygon: [], miles: 5, since: 0 } }],
  countListings: [{ as: AGENT, mode: 'agent', input: { lat: null, lng: null, filters: '{"status":{"active":true}}', polygon: SEARCH.polygon } }],
  smartSearch: [{ as: AGENT, mode: 'agent', input: { q: 'san' } }],
  searchOptions: [{ as: AGENT, mode: 'agent' }, { as: (t) => t.key(BAY_ADMIN) }],
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

/** An area's samples in a file of its own (`samples/<area>.ts`, export `samples`): adding an area edits no list here. */
const AREA_SAMPLES = import.meta.glob<Record<string, Sample[]>>('./samples/*.ts', { eager: true, import: 'samples' });
const sampleFiles = Object.entries(AREA_SAMPLES);
const samplesOf = (name: string): Sample[] | undefined => SAMPLES[name] ?? sampleFiles.find(([, s]) => s[name])?.[1][name];

describe('contract coverage', () => {
  it('names each endpoint in one sample list only', () => {
    const names = [...Object.keys(SAMPLES), ...sampleFiles.flatMap(([, s]) => Object.keys(s))];
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(sampleFiles.length).toBeGreaterThan(0);
  });

  it('has exactly one handler per contract endpoint', async () => {
    const { routes } = await loadAreas();
    expect(routes.map((r) => r.endpoint.name).sort()).toEqual(allEndpoints.map((e) => e.name).sort());
    expect(routes).toHaveLength(allEndpoints.length);
  });

  it('refuses to start when an endpoint has no handler', async () => {
    const table = authArea.handlers as unknown as Record<string, unknown>;
    const saved = table.login;
    delete table.login;
    try {
      await expect(loadAreas()).rejects.toThrow(/no handler for contract endpoint\(s\): login/);
    } finally {
      table.login = saved;
    }
  });

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s answers within its response schema over HTTP', async (_name, endpoint) => {
    const samples = samplesOf(endpoint.name);
    expect(samples, `a sample input for ${endpoint.name}`).toBeDefined();
    for (const sample of samples ?? []) {
      const input = typeof sample.input === 'function' ? await sample.input(t) : (sample.input ?? {});
      const account = typeof sample.as === 'function' ? { key: sample.as(t) } : { as: sample.as };
      const res = await t.call(endpoint, input, { ...account, mode: sample.mode, files: sample.files });
      expect(res.status, `${endpoint.name} ${JSON.stringify(input)} → ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
      if (endpoint.responseKind === 'csv') {
        expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(endpoint.response.safeParse(res.text).success).toBe(true);
      } else {
        const parsed = endpoint.response.safeParse(res.body);
        expect(parsed.success, `${endpoint.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  const GARBAGE = {
    id: 'x', stackId: 'x', listingKey: 'x'.repeat(101), type: 42, email: 7, password: [], token: {}, rows: 'no', order: 'no', limit: -1,
    offset: 'a', section: '', enabled: 'yes', kind: 'nope', agent_id: 'x', office_id: 'x', delete: 'x', display_name: 5, api_key: 1, ro: 'x',
    name: '', fub_domain: 5, agent_password: 1, emailUserNew: 9, fav_email: 'x', user_id: 'me', license: 'x',
  };
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s answers bad input with a 4xx message, never a 5xx', async (_name, endpoint) => {
    for (const input of [{}, GARBAGE]) {
      const res = await t.call<{ message?: string }>(endpoint, input, { as: ADMIN, mode: 'manager', files: { file: { name: 'x.bin', bytes: 'garbage' } } });
      expect(res.status, `${endpoint.name} ${JSON.stringify(input)} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expect(typeof res.body.message).toBe('string');
    }
  });
});
