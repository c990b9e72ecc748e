import { CountInput, SavedSearchInput, SearchInput, SearchUserInput, SharedInput } from '@/lib/saved-searches/schema';
import { defaultFilters } from '@/lib/saved-searches/filters';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Saved searches: admins and agents; templates: the same with agentSavedSearchEnabled; sharing: admins only.
const READ: Role[] = ['manager', 'signedOut'];
const CHANGE: Role[] = ['manager', 'readOnly', 'signedOut'];
const SHARE: Role[] = ['manager', 'agent', 'agentWithoutMpro', 'agentAdminInAgentView', 'readOnly', 'signedOut'];
const SEARCH = '41';
const TEMPLATE = '7';
const USER = 900;

const region = [
  [-122.43, 37.75],
  [-122.4, 37.75],
  [-122.4, 37.77],
  [-122.43, 37.77],
];
export const searchSample = {
  name: 'Mission condos',
  filters: defaultFilters(),
  regions: [region],
  lat: 37.76,
  lng: -122.415,
  notifyEmail: true,
  notifyPush: false,
};

/** The saved search as the upstream answers it (polygon in the lat/lng object shape). */
export const upstreamSearch = {
  id: 41,
  search_name: 'Mission condos',
  lat: 37.76,
  lng: -122.415,
  filters: JSON.stringify(defaultFilters()),
  polygon: region.map(([lng, lat]) => ({ lat, lng })),
  notify_email: 1,
  notify_push: 0,
  user_id: USER,
  name: 'Blake Buyer',
};
export const upstreamTemplate = {
  id: 7,
  name: 'Palo Alto luxury',
  created: 1_760_000_000,
  link: 'http://upstream.test/s/abc',
  agent_name: 'Avery Agent',
  agent_photo: null,
  shared: 0,
  filters: JSON.stringify(defaultFilters()),
  polygon: [region],
  lat: 37.44,
  lng: -122.16,
};
const property = {
  listing_key: 'ML1',
  photos: ['http://upstream.test/p.png'],
  full_address: '1 Oak St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94110',
  price: 900000,
  beds: 2,
  baths: 1,
  building_size: 900,
};

export const routes: RouteCase[] = [
  // The offline map style and its boundaries: public data, no session needed.
  { file: 'app/api/map/style/route.ts', method: 'GET', path: '/api/map/style', access: 'public', body: 'none', refuse: [] },
  {
    file: 'app/api/map/boundaries/[layer]/route.ts',
    method: 'GET',
    path: '/api/map/boundaries/states',
    params: { layer: 'states' },
    access: 'public',
    body: 'none',
    refuse: [],
  },
  {
    file: 'app/api/saved-searches/route.ts',
    method: 'POST',
    path: '/api/saved-searches',
    access: 'savedSearches.edit',
    body: 'json',
    schema: SavedSearchInput,
    sample: { ...searchSample, userId: USER },
    refuse: CHANGE,
    ok: 201,
    upstream: (u) => {
      u.post('/searchlink/savesearch').reply(200, { ok: true, id: 41 }).persist();
      u.post('/searchlink/preview')
        .reply(200, { properties: [property] })
        .persist();
    },
  },
  {
    file: 'app/api/saved-searches/[searchId]/route.ts',
    method: 'POST',
    path: `/api/saved-searches/${SEARCH}`,
    params: { searchId: SEARCH },
    access: 'savedSearches.edit',
    body: 'json',
    schema: SavedSearchInput,
    sample: { ...searchSample, userId: USER },
    refuse: CHANGE,
    upstream: (u) => {
      u.get(`/searchlink/search/${SEARCH}`).reply(200, { search: upstreamSearch }).persist();
      u.post('/searchlink/savesearch').reply(200, { ok: true, id: 41 }).persist();
    },
  },
  {
    file: 'app/api/saved-searches/[searchId]/route.ts',
    method: 'DELETE',
    path: `/api/saved-searches/${SEARCH}?userId=${USER}`,
    params: { searchId: SEARCH },
    access: 'savedSearches.edit',
    body: 'none',
    refuse: CHANGE,
    upstream: (u) => {
      u.get(`/searchlink/search/${SEARCH}`).reply(200, { search: upstreamSearch }).persist();
      u.post('/searchlink/savesearch').reply(200, { ok: true, id: 41 }).persist();
    },
  },
  {
    file: 'app/api/saved-searches/[searchId]/send/route.ts',
    method: 'POST',
    path: `/api/saved-searches/${SEARCH}/send`,
    params: { searchId: SEARCH },
    access: 'savedSearches.edit',
    body: 'json',
    schema: SearchUserInput,
    sample: { userId: USER },
    refuse: CHANGE,
    upstream: (u) => {
      u.get(`/searchlink/search/${SEARCH}`).reply(200, { search: upstreamSearch }).persist();
      u.post('/searchlink/savesearch').reply(200, { ok: true, id: 41 }).persist();
    },
  },
  {
    file: 'app/api/search-templates/route.ts',
    method: 'POST',
    path: '/api/search-templates',
    access: 'templates.edit',
    body: 'json',
    schema: SearchInput,
    sample: searchSample,
    refuse: CHANGE,
    ok: 201,
    upstream: (u) => void u.post('/searchlink/savetemplate').reply(200, { ok: true, id: 7 }).persist(),
  },
  {
    file: 'app/api/search-templates/[templateId]/route.ts',
    method: 'POST',
    path: `/api/search-templates/${TEMPLATE}`,
    params: { templateId: TEMPLATE },
    access: 'templates.edit',
    body: 'json',
    schema: SearchInput,
    sample: searchSample,
    refuse: CHANGE,
    upstream: (u) => {
      u.get(`/searchlinks/${TEMPLATE}`).reply(200, { link: upstreamTemplate }).persist();
      u.post('/searchlink/savetemplate').reply(200, { ok: true, id: 7 }).persist();
    },
  },
  {
    file: 'app/api/search-templates/[templateId]/route.ts',
    method: 'DELETE',
    path: `/api/search-templates/${TEMPLATE}`,
    params: { templateId: TEMPLATE },
    access: 'templates.edit',
    body: 'none',
    refuse: CHANGE,
    upstream: (u) => {
      u.get(`/searchlinks/${TEMPLATE}`).reply(200, { link: upstreamTemplate }).persist();
      u.post('/searchlink/savetemplate').reply(200, { ok: true, id: 7 }).persist();
    },
  },
  {
    file: 'app/api/search-templates/[templateId]/shared/route.ts',
    method: 'POST',
    path: `/api/search-templates/${TEMPLATE}/shared`,
    params: { templateId: TEMPLATE },
    access: 'templates.share',
    body: 'json',
    schema: SharedInput,
    sample: { shared: true },
    refuse: SHARE,
    upstream: (u) => {
      u.get(`/searchlinks/${TEMPLATE}`).reply(200, { link: upstreamTemplate }).persist();
      u.post('/searchlink_toggle').reply(200, { ok: true, shared: 1 }).persist();
    },
  },
  {
    file: 'app/api/search-listings/count/route.ts',
    method: 'POST',
    path: '/api/search-listings/count',
    access: 'listings.search',
    body: 'json',
    schema: CountInput,
    sample: { filters: defaultFilters(), regions: [region], lat: null, lng: null },
    refuse: READ,
    upstream: (u) => void u.post('/searchlink/count').reply(200, { count: 214 }).persist(),
  },
  {
    file: 'app/api/search-listings/points/route.ts',
    method: 'GET',
    path: '/api/search-listings/points',
    access: 'listings.search',
    body: 'none',
    refuse: READ,
    upstream: (u) =>
      void u.get('/searchlink/options').reply(200, { custom_filters: [], default_region: null, areas: [], points: [] }).persist(),
  },
  {
    file: 'app/api/search-listings/suggest/route.ts',
    method: 'GET',
    path: '/api/search-listings/suggest?q=mission',
    access: 'listings.search',
    body: 'query',
    refuse: READ,
    upstream: (u) =>
      void u
        .get('/listings/smartsearch')
        .query(true)
        .reply(200, {
          city: [],
          zip: [],
          area: [
            {
              value: 'Mission District',
              sub_name: 'San Francisco, CA',
              entry_type: 'neighborhood',
              lat: 37.76,
              lng: -122.41,
              polygon: [region],
            },
          ],
          address: [],
        })
        .persist(),
  },
];
