import { SaveResourcesInput } from '@/lib/app-resources/schema';
import type { RouteCase } from '../route-case';

/** One scope's sections as the upstream answers a save. */
export const upstreamSections = {
  sections: [
    { id: 11, title: 'Buying a home', parent_id: null, sort_order: 0, flag: 0, office_id: null, contents: [] },
    {
      id: 12,
      title: 'Financing',
      parent_id: 11,
      sort_order: 0,
      flag: 0,
      office_id: null,
      contents: [{ id: 21, sort_order: 0, title: 'Calculator', text: null, url: 'https://example.com/calc' }],
    },
  ],
};

// App resources: admins of an app with customLinksEnabled; never in read-only mode.
export const routes: RouteCase[] = [
  {
    file: 'app/api/app-resources/route.ts',
    method: 'POST',
    path: '/api/app-resources',
    access: 'appResources.save',
    body: 'json',
    schema: SaveResourcesInput,
    sample: {
      scope: 'global',
      office: null,
      sections: [
        {
          id: 11,
          title: 'Buying a home',
          entries: [],
          sections: [{ id: 12, title: 'Financing', entries: [{ id: 21, title: 'Calculator', text: '', url: 'https://example.com/calc' }] }],
        },
      ],
    },
    refuse: ['manager', 'agent', 'agentWithoutMpro', 'agentAdminInAgentView', 'readOnly', 'signedOut'],
    maxBytes: 1_500_000,
    upstream: (u) => void u.post('/custom-sections').reply(200, upstreamSections).persist(),
  },
];
