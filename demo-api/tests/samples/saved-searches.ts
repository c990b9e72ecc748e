import { ADMIN, AGENT, BAY_ADMIN } from '../helpers';
import { firstId, buyerId, type Sample } from '../sample';

const SEARCH = {
  search_name: 'Contract search',
  lat: 37.76,
  lng: -122.41,
  filters: '{"status":{"active":true}}',
  notify_email: true,
  notify_push: false,
  polygon: [
    [
      [-122.43, 37.75],
      [-122.4, 37.75],
      [-122.4, 37.77],
      [-122.43, 37.77],
    ] as [number, number][],
  ],
};

/** Valid input for each Saved searches and templates endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listSavedSearches: [{ as: AGENT, mode: 'agent', input: (t) => ({ user_id: buyerId(t) }) }],
  getSavedSearch: [
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => ({ id: firstId(t, `SELECT id FROM saved_searches WHERE user_id = ${buyerId(t)} ORDER BY id LIMIT 1`) }),
    },
  ],
  saveSearch: [{ as: AGENT, mode: 'agent', input: (t) => ({ user_id: buyerId(t), ...SEARCH, send_now: true }) }],
  listTemplates: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  getTemplate: [
    { as: ADMIN, input: (t) => ({ id: firstId(t, "SELECT id FROM search_templates WHERE stack_id = 'acme' ORDER BY id LIMIT 1") }) },
  ],
  saveTemplate: [{ as: AGENT, mode: 'agent', input: SEARCH }],
  toggleShared: [
    {
      as: ADMIN,
      input: (t) => ({ id: firstId(t, "SELECT id FROM search_templates WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), flag: 1 }),
    },
  ],
  previewListings: [{ as: AGENT, mode: 'agent', input: { lat: 37.7599, lng: -122.4148, filters: '{}', polygon: [], miles: 5, since: 0 } }],
  countListings: [
    { as: AGENT, mode: 'agent', input: { lat: null, lng: null, filters: '{"status":{"active":true}}', polygon: SEARCH.polygon } },
  ],
  smartSearch: [{ as: AGENT, mode: 'agent', input: { q: 'san' } }],
  searchOptions: [{ as: AGENT, mode: 'agent' }, { as: (t) => t.key(BAY_ADMIN) }],
};
