import type { Sample } from '../sample';

/** Valid input for each self-provisioning endpoint (collected by contract.test.ts): public calls, no account. */
export const samples: Record<string, Sample[]> = {
  getProvisionApp: [
    { input: { uri: 'acme', provision_id: 'join-acme' } },
    { input: { uri: 'acme', provision_id: 'setup-acme' } },
    { input: { uri: 'bay', provision_id: 'join-bay' } },
  ],
  provisionAgent: [
    {
      input: {
        provision_id: 'join-acme',
        display_name: 'Contract Signup',
        email: 'contract.signup@example.com',
        phone: '(415) 555-0177',
        password: 'secret1',
        idempotency_key: 'contract-sample-0001',
      },
    },
  ],
};
