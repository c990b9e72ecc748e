import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each broker-settings endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getAppSettings: [{ as: ADMIN, input: {} }],
  saveAppSettings: [
    {
      as: ADMIN,
      input: {
        brokerage_name: 'Acme Realty Group',
        dmca_link: 'https://acmerealty.test/legal/dmca',
        featured_mode: 'office',
        automation_beta: 1,
        fair_housing_mode: 'block',
      },
    },
  ],
  getFairHousingMode: [{ as: AGENT, mode: 'agent', input: {} }],
  getApiKey: [{ as: ADMIN, input: {} }],
  listWebhooks: [{ as: ADMIN, input: {} }],
  saveWebhook: [{ as: ADMIN, input: { hook: { type: 'user', url: 'https://hooks.acmerealty.test/v2/users' } } }],
};
