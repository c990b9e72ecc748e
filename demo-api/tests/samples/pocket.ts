import { ADMIN, AGENT, PNG_BYTES } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each exclusive-listing endpoint (collected by contract.test.ts); the keys are the seed's. */
export const samples: Record<string, Sample[]> = {
  listPockets: [
    { as: AGENT, mode: 'agent', input: {} },
    { as: ADMIN, input: {} },
  ],
  getPocket: [{ as: AGENT, mode: 'agent', input: { listing_key: 'PKTACME01' } }],
  savePocket: [
    {
      as: AGENT,
      mode: 'agent',
      input: {
        full_address: '77 Sample St',
        hide_address: 0,
        city: 'Oakland',
        state: 'CA',
        zip: '94610',
        price: 500_000,
        listing_date: 1_790_000_000,
        property_type: 'condo',
        status: 'active',
        active: 0,
        beds: 2,
        baths: 1,
        building_size: 900,
        lotsize_sqft: null,
        garages: null,
        year_built: 1990,
        public_remarks: '',
        additional_remarks: '',
        private_remarks: 'Mine.',
        disclaimer: '',
        listing_id: '',
        list_agent_name: '',
        list_agent_license: '',
        list_agent_company: '',
        lat: 37.81,
        lng: -122.24,
        photos: [],
      },
    },
  ],
  uploadPocketPhoto: [{ as: AGENT, mode: 'agent', input: {}, files: { file: { name: 'photo.png', type: 'image/png', bytes: PNG_BYTES } } }],
  deletePocket: [{ as: AGENT, mode: 'agent', input: { listing_key: 'PKTACME03' } }],
};
