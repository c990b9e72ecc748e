import { ADMIN, AGENT, MANAGER } from '../helpers';
import type { Sample } from '../sample';

const scoring = {
  weights: { view: 1, open: 0.5, fav: 4, share: 5, note: 3, repeat: 2, back: 6 },
  half_life_days: 3,
  return_after_days: 14,
};

/** Valid input for each Insights endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  insightLeads: [
    { as: ADMIN, input: { days: 7, ...scoring, sort: 'score', offset: 0, limit: 10 } },
    { as: MANAGER, input: { days: 30, ...scoring, sort: 'last', offset: 0, limit: 10 } },
    { as: AGENT, mode: 'agent', input: { days: 90, ...scoring, sort: 'score', offset: 10, limit: 10 } },
  ],
  insightTrend: [
    { as: ADMIN, input: { days: 7 } },
    { as: AGENT, mode: 'agent', input: { days: 30 } },
  ],
  insightAgents: [
    { as: ADMIN, input: { days: 7, ...scoring, hot_score: 25 } },
    { as: MANAGER, input: { days: 30, ...scoring, hot_score: 25 } },
  ],
  insightListings: [
    { as: ADMIN, input: { days: 7 } },
    { as: AGENT, mode: 'agent', input: { days: 7 } },
  ],
  insightListingUsers: [
    {
      as: ADMIN,
      input: (t) => ({
        days: 7,
        listing_key: (t.db().prepare('SELECT listing_key FROM listings ORDER BY listing_key LIMIT 1').get() as { listing_key: string })
          .listing_key,
      }),
    },
  ],
};
