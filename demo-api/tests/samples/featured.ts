import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each featured-listing endpoint (collected by contract.test.ts); the keys are the demo's first listings. */
export const samples: Record<string, Sample[]> = {
  listFeatured: [{ as: AGENT, mode: 'agent', input: {} }, { as: ADMIN, input: { template: 'premier' } }],
  addFeatured: [{ as: AGENT, mode: 'agent', input: { key: 'ML81146620' } }],
  setFeaturedActive: [{ as: AGENT, mode: 'agent', input: { key: 'ML81000000', active: 0 } }],
  deleteFeatured: [{ as: AGENT, mode: 'agent', input: { key: 'ML81029324' } }],
  updateFeaturedRemarks: [{ as: AGENT, mode: 'agent', input: { listing_id: 'ML81007331', remarks: 'Price improved!' } }],
};
