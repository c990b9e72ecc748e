import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, auth } from '@/server/upstream/contract';
import { area as authArea } from '../areas/auth';
import { loadAreas } from '../registry';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, PNG_BYTES, startTestApi, type CallOptions, type TestApi } from './helpers';

type Sample = {
  as?: string | ((t: TestApi) => string);
  mode?: 'agent' | 'manager';
  input?: Record<string, unknown> | ((t: TestApi) => Promise<Record<string, unknown>> | Record<string, unknown>);
  files?: CallOptions['files'];
};

const firstId = (t: TestApi, sql: string) => (t.db().prepare(sql).get() as { id: number }).id;
const buyerId = (t: TestApi) => firstId(t, "SELECT id FROM end_users WHERE email = 'buyer@acme.test'");
const SEARCH = {
  search_name: 'Contract search', lat: 37.76, lng: -122.41, filters: '{"status":{"active":true}}', notify_email: true, notify_push: false,
  polygon: [[[-122.43, 37.75], [-122.40, 37.75], [-122.40, 37.77], [-122.43, 37.77]] as [number, number][]],
};
const plainAgent = (t: TestApi, n = 0) => firstId(t, `SELECT id FROM users WHERE stack_id = 'acme' AND email LIKE '%@acmerealty.test' AND self_provisioned = 0 ORDER BY id LIMIT 1 OFFSET ${n}`);
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

describe('contract coverage', () => {
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
    const samples = SAMPLES[endpoint.name];
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
