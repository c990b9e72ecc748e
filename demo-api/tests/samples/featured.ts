import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each featured-listing endpoint (collected by contract.test.ts); the keys are the demo's first listings. */
export const samples: Record<string, Sample[]> = {
  listFeatured: [
    { as: AGENT, mode: 'agent', input: {} },
    { as: ADMIN, input: { template: 'premier' } },
  ],
  addFeatured: [{ as: AGENT, mode: 'agent', input: { key: 'ML81146620' } }],
  setFeaturedActive: [{ as: AGENT, mode: 'agent', input: { key: 'ML81000000', active: 0 } }],
  deleteFeatured: [{ as: AGENT, mode: 'agent', input: { key: 'ML81029324' } }],
  listVideos: [
    { as: AGENT, mode: 'agent', input: {} },
    { as: ADMIN, input: {} },
  ],
  // The seed's first video (id 1) is ready; the first listing has none.
  toggleVideo: [{ as: AGENT, mode: 'agent', input: { id: 1, show: 0 } }],
  videoPaymentLink: [{ as: AGENT, mode: 'agent', input: { listing_key: 'ML81000000', client: 'dashboard' } }],
  updateFeaturedRemarks: [{ as: AGENT, mode: 'agent', input: { listing_id: 'ML81007331', remarks: 'Price improved!' } }],
};
