import { ADMIN } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each app resources endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listCustomSections: [
    { as: ADMIN, input: { scope: 'global' } },
    { as: ADMIN, input: { scope: 'agent', office_id: 5 } },
  ],
  saveCustomSections: [
    {
      as: ADMIN,
      input: {
        scope: 'agent',
        office_id: 6,
        list: [
          {
            id: null,
            title: 'Oakland team',
            contents: [{ id: null, title: 'Team calendar', text: '', url: 'https://acmerealty.test/oakland' }],
            sections: [],
          },
        ],
      },
    },
  ],
  listLinkClicks: [{ as: ADMIN, input: {} }],
};
