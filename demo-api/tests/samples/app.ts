import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each App, statistics and help endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getApp: [{ as: ADMIN, input: { stackId: 'acme' } }],
  getListing: [
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => ({
        listingKey: (t.db().prepare('SELECT listing_key FROM listings LIMIT 1').get() as { listing_key: string }).listing_key,
      }),
    },
  ],
  help: [
    { as: ADMIN, input: { section: 'home' } },
    { as: ADMIN, input: { section: 'nowhere' } },
  ],
  stats: (['most_viewed', 'recent_users', 'history', 'totals'] as const).flatMap((type) => [
    { as: ADMIN, input: { type } },
    { as: AGENT, mode: 'agent' as const, input: { type } },
  ]),
};
