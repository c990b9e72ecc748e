import type { Endpoint, Mode } from '@/server/upstream/contract';
import type { AppRow, UserRow } from '../db/rows';
import type { Store } from '../db/store';
import { badRequest, forbidden, unauthorized } from '../http/errors';

export type Role = 'admin' | 'manager' | 'agent';

/** Who is calling: the dashboard user behind the api key, their app, and the powers they hold for this call. */
export type Caller = { user: UserRow; app: AppRow; role: Role; mode: Mode | null };

/**
 * Effective role: agent mode always means agent powers; otherwise admins and managers hold their own role,
 * and agents with a sub-type hold admin (agentAdmin) or manager (agentManager) powers in manager mode.
 */
export function effectiveRole(user: Pick<UserRow, 'kind' | 'sub_type'>, mode: Mode | null): Role {
  if (mode === 'agent') return 'agent';
  if (user.kind === 'admin' || user.kind === 'manager') return user.kind;
  if (mode === 'manager' && user.sub_type === 'agentAdmin') return 'admin';
  if (mode === 'manager' && user.sub_type === 'agentManager') return 'manager';
  return 'agent';
}

export function parseMode(header: string | undefined): Mode | null {
  if (header === undefined || header === '') return null;
  if (header === 'agent' || header === 'manager') return header;
  throw badRequest('Header X-Mode must be "agent" or "manager".');
}

/**
 * The signed-in user of an api key: the account's stable key, or a sign-in's own key until it is
 * revoked (POST /logout). Disabled and check-other accounts hold no usable key.
 */
export function userByKey(store: Store, apiKey: string | undefined): { user: UserRow; app: AppRow } | null {
  if (!apiKey) return null;
  const user =
    store.get<UserRow>('SELECT * FROM users WHERE api_key = ?', [apiKey]) ??
    store.get<UserRow>('SELECT u.* FROM session_keys k JOIN users u ON u.id = k.user_id WHERE k.api_key = ? AND k.revoked_at IS NULL', [
      apiKey,
    ]);
  if (!user || user.login_status !== 'ok') return null;
  const app = store.app(user.stack_id);
  return app ? { user, app } : null;
}

export function resolveCaller(store: Store, apiKey: string | undefined, modeHeader: string | undefined): Caller {
  const found = userByKey(store, apiKey);
  if (!found) throw unauthorized('Invalid API key');
  const mode = parseMode(modeHeader);
  return { ...found, mode, role: effectiveRole(found.user, mode) };
}

/** Refuse a call whose scope needs more than the caller's effective role. */
export function checkScope(caller: Caller, scope: Endpoint['scope']): void {
  if (scope === 'any' || caller.role === 'admin' || (scope === 'manager' && caller.role === 'manager')) return;
  if (caller.mode === 'agent') throw forbidden('Not allowed in agent mode: switch to admin/manager mode.');
  throw forbidden(scope === 'admin' ? 'Admin access required.' : 'Admin or manager access required.');
}

/** The office ids a manager oversees (their office and all below it); null for an admin (everything). */
export function managedOffices(store: Store, caller: Caller): number[] | null {
  if (caller.role === 'admin') return null;
  if (caller.role !== 'manager' || caller.user.office_id === null) return [];
  return store.officeSubtree(caller.user.stack_id, caller.user.office_id);
}
