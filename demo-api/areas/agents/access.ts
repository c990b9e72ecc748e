import { managedOffices } from '../../auth/caller';
import { forbidden, notFound } from '../../http/errors';
import type { AgentListRow } from './views';
import type { Ctx } from '../../handlers/context';

const AGENT_SQL =
  'SELECT u.*, o.name AS office_name FROM users u LEFT JOIN offices o ON o.id = u.office_id WHERE u.id = ? AND u.stack_id = ?';

/** A dashboard user of the caller's app, with the office name; 404 when there is none. */
export function findUser(ctx: Ctx, id: number): AgentListRow {
  const row = ctx.store.get<AgentListRow>(AGENT_SQL, [id, ctx.caller.app.stack_id]);
  if (!row) throw notFound('Agent not found');
  return row;
}

/** An agent of the caller's app; 404 for anyone else (admins and managers are not agents). */
export function findAgent(ctx: Ctx, id: number): AgentListRow {
  const row = findUser(ctx, id);
  if (row.kind !== 'agent') throw notFound('Agent not found');
  return row;
}

/**
 * A profile the caller may see or change: their own; any user of the app for an admin; an agent of
 * their office tree for a manager.
 */
export function profileFor(ctx: Ctx, id: number): AgentListRow {
  const { caller } = ctx;
  const row = findUser(ctx, id);
  if (row.id === caller.user.id || caller.role === 'admin') return row;
  if (caller.role === 'manager') {
    const offices = managedOffices(ctx.store, caller) ?? [];
    if (row.kind === 'agent' && row.office_id !== null && offices.includes(row.office_id)) return row;
    throw forbidden('This agent is not in your offices.');
  }
  throw forbidden('You can only view or change your own profile.');
}

/** An agent the caller (admin or manager) may manage: pin, order. */
export function managedAgent(ctx: Ctx, id: number): AgentListRow {
  const row = profileFor(ctx, id);
  if (row.kind !== 'agent') throw notFound('Agent not found');
  return row;
}
