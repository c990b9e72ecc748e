import type { MortgagePro } from '@/server/upstream/contract';
import type { AppRow, MproRow, UserRow } from '../../db/rows';
import { absoluteUrl, type ViewEnv } from '../../runtime';

/** Whether an agent may have their own Mortgage Pro: flagged, or the app allows every agent. */
export function mayHaveOwnMpro(app: AppRow, user: UserRow): boolean {
  return user.kind === 'agent' && (user.mpro_agent === 1 || app.mpro_allow_agents === 1);
}

export function mortgagePro(env: ViewEnv, row: MproRow): MortgagePro {
  return {
    display_name: row.display_name,
    email: row.email,
    phone: row.phone,
    web: row.web,
    company: row.company,
    license: { licenseNumber: row.license_number },
    photo: absoluteUrl(env, row.photo),
  };
}
