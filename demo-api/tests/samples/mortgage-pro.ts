import { ADMIN, AGENT } from '../helpers';
import { png, type Sample } from '../sample';

/** Valid input for each Mortgage Pro endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getMpro: [{ as: ADMIN }, { as: ADMIN, input: { office_id: 2 } }, { as: AGENT, mode: 'agent' }],
  saveMpro: [
    { as: ADMIN, input: { display_name: 'Lena Park', email: 'lena@loans.test', license: { licenseNumber: 'NMLS 1' } } },
    { as: ADMIN, input: { office_id: 5, delete: true } },
  ],
  mproAgents: [{ as: ADMIN }],
  getMproAgentSetting: [{ as: AGENT, mode: 'agent' }],
  saveMproAgentSetting: [{ as: ADMIN, input: { enabled: true } }],
  mproAvatar: [
    { as: ADMIN, input: { kind: 'app' }, files: png },
    { as: AGENT, mode: 'agent', input: { kind: 'agent' }, files: png },
  ],
};
