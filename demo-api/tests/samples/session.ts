import { MANAGER } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each Session endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  logout: [{ as: MANAGER }],
};
