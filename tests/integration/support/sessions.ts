import { primeAppData } from '@/server/app-data';
import { sealSession } from '@/server/session';
import { ROLES, type RoleName } from '@/tests/support/roles';

export { ADMIN_ID, AGENT_ID, appData, ROLES, STACK, type RoleName } from '@/tests/support/roles';

/** Who calls a route handler in these suites: a role of the shared fixture, or 'signedOut' (no cookie at all). */
export type Role = RoleName | 'signedOut';

/**
 * The Cookie header of a role, its app data primed in the server's cache so that guarded() reads
 * nothing from the upstream: any upstream request a test sees was made by the handler itself.
 */
export async function cookieOf(role: Role): Promise<string | undefined> {
  if (role === 'signedOut') return undefined;
  const { session, app } = ROLES[role];
  primeAppData(session, app);
  return `bd_session=${await sealSession(session)}`;
}
