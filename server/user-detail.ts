import 'server-only';
import { touchQuietly } from '@/server/routing/leads';
import type { z } from 'zod';
import type { ActivityEvent, MostViewedListing } from '@/lib/home/rules';
import { GENERIC_ERROR } from '@/lib/messages';
import {
  activitySubtype,
  USER_MSG,
  type ActivityFilter,
  type AgentChange,
  type AgentNotes,
  type DataKind,
  type UserDataItem,
  type UserDetail,
} from '@/lib/user-detail/rules';
import type { FieldInput } from '@/lib/user-detail/schema';
import type { Viewer } from '@/lib/access';
import { officeTree, officeWithDescendants, type OfficeOption } from '@/lib/office-tree';
import { callerOf } from '@/server/upstream/caller';
import { listOffices } from '@/server/offices';
import type { Session } from '@/server/session';
import { toTag } from '@/server/tags';
import { call } from '@/server/upstream/client';
import { app as appCalls, userDetail as calls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * The user detail's service: every function takes the session and answers the app's own shapes
 * (lib/user-detail/rules.ts). Failures the spec names get its text; the network message and an expired
 * key keep theirs.
 */

const yes = (flag: boolean | 0 | 1 | undefined) => flag === true || flag === 1;

export function toUserDetail(u: calls.UserDetail): UserDetail {
  return {
    id: u.id,
    name: u.display_name,
    email: u.email,
    phone: u.phone ?? '',
    photo: u.photo || null,
    account: u.type === 'admin' ? 'admin' : u.type === 'agent' ? 'agent' : u.subType === 'agentManager' ? 'manager' : 'user',
    active: yes(u.active),
    joinedAt: u.created_epoch,
    lastLoginAt: u.last_login_epoch,
    loginCount: u.login_count,
    agent: u.agent ? { id: u.agent.id, name: u.agent.display_name, photo: u.agent.photo || null } : null,
    tags: u.tags.map(toTag),
    counts: { fav: u.meta.favorites, scheduled: u.meta.scheduled, notes: u.meta.notes, saved: u.meta.saved_searches },
    protected: yes(u.protected),
  };
}

/** The spec's failure text for an action, keeping 'Unable to reach server.' and an expired key as they are. */
async function failingAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UpstreamError && err.kind !== 'network' && !err.sessionExpired)
      throw new UpstreamError(message, err.kind, err.status, err.endpoint);
    throw err;
  }
}

/** The user, or null when the upstream does not know the id or hides the user from this viewer. */
export async function getUserDetail(session: Session, id: number): Promise<UserDetail | null> {
  try {
    const { user } = await call(calls.getUser, { id }, callerOf(session));
    return toUserDetail(user);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

export async function saveUserField(session: Session, userId: number, input: FieldInput): Promise<void> {
  await call(calls.saveUserField, { user_id: userId, field: input.field, value: input.value }, callerOf(session));
}

export function promoteToManager(session: Session, userId: number, officeId: number): Promise<void> {
  return failingAs(
    USER_MSG.generic,
    async () => void (await call(calls.promoteManager, { user_id: userId, office_id: officeId }, callerOf(session))),
  );
}

export function promoteToAgent(session: Session, userId: number): Promise<void> {
  return failingAs(USER_MSG.generic, async () => void (await call(calls.promoteAgent, { user_id: userId }, callerOf(session))));
}

export function setUserActive(session: Session, userId: number, active: boolean): Promise<void> {
  return failingAs(
    USER_MSG.generic,
    async () => void (await call(calls.setUserActive, { user_id: userId, status: active ? 1 : 0 }, callerOf(session))),
  );
}

export function changeUserAgent(session: Session, userId: number, agentId: number): Promise<void> {
  return failingAs(
    USER_MSG.changeAgentError,
    async () => void (await call(calls.changeUserAgent, { user_id: userId, agent_id: agentId }, callerOf(session))),
  );
}

export function saveAgentNotes(session: Session, userId: number, notes: string): Promise<void> {
  return failingAs(USER_MSG.notesError, async () => {
    await call(calls.saveAgentNotes, { id: userId, notes }, callerOf(session));
    // A note is a first touch: a routed lead's window ends.
    if (notes.trim()) await touchQuietly(session, userId, 'note');
  });
}

export async function getAgentNotes(session: Session, userId: number): Promise<AgentNotes> {
  const { notes, updated_at } = await call(calls.agentNotes, { id: userId }, callerOf(session));
  return { notes, updatedAt: updated_at };
}

export async function getAgentChanges(session: Session, userId: number): Promise<AgentChange[]> {
  const { history } = await call(calls.agentChangeHistory, { id: userId }, callerOf(session));
  return history
    .map((h) => ({ at: h.created_at, from: h.from_agent_name, to: h.to_agent_name, by: h.assigned_by_name }))
    .sort((a, b) => b.at - a.at);
}

const STATUS_LABELS: Record<string, string> = { requested: 'Requested', confirmed: 'Confirmed', canceled: 'Canceled' };

/** One kind of the user's data, as its side panel lists it. */
export async function getUserData(session: Session, userId: number, kind: DataKind): Promise<UserDataItem[]> {
  const { items } = await call(calls.userData, { id: userId, type: kind }, callerOf(session));
  return items.map((i) => ({
    id: i.id ?? null,
    listingKey: i.listing_key?.trim() || null,
    photo: i.photo || null,
    title: (kind === 'saved' ? i.name : i.address) || (kind === 'saved' ? 'Saved search' : 'A listing'),
    detail: kind === 'fav' ? (i.list_name ?? null) : kind === 'notes' ? (i.note ?? null) : null,
    status: i.status ? (STATUS_LABELS[i.status] ?? i.status) : null,
    at: i.when,
  }));
}

type StatsAnswer = z.output<typeof appCalls.stats.response>;

function expectType<T extends StatsAnswer['type']>(answer: StatsAnswer, type: T): Extract<StatsAnswer, { type: T }> {
  if (answer.type !== type) throw new UpstreamError(GENERIC_ERROR, 'schema', 502, appCalls.stats.name);
  return answer as Extract<StatsAnswer, { type: T }>;
}

/** The user's activity timeline, newest first, narrowed by the filter. */
export async function getUserActivity(session: Session, userId: number, filter: ActivityFilter): Promise<ActivityEvent[]> {
  const answer = await call(appCalls.stats, { type: 'history', user_id: userId, subtype: activitySubtype(filter) }, callerOf(session));
  return expectType(answer, 'history')
    .items.map((e) => ({
      type: e.type,
      listingKey: e.listing_key.trim() || null,
      photo: e.photo || null,
      userName: e.user_name,
      address: e.address,
      note: e.note?.trim() || null,
      time: e.event_time,
    }))
    .sort((a, b) => b.time - a.time);
}

/** The listings this user viewed most over the past week. */
export async function getUserMostViewed(session: Session, userId: number): Promise<MostViewedListing[]> {
  const answer = await call(appCalls.stats, { type: 'most_viewed', user_id: userId }, callerOf(session));
  return expectType(answer, 'most_viewed')
    .items.map(({ photo, data }) => ({
      listingKey: data.PropertyID,
      photo: photo || null,
      street: data.FullStreetAddress,
      city: data.City,
      state: data.State,
      zip: data.ZipCode,
      views: data.frequency,
    }))
    .sort((a, b) => b.views - a.views);
}

/**
 * The offices a user may be made manager of, as the indented tree: every office for an admin, a
 * manager's own office and those below it (the upstream refuses any other).
 */
export async function managerOfficeChoices(session: Session, viewer: Pick<Viewer, 'role'>): Promise<OfficeOption[]> {
  const offices = await listOffices(session);
  if (viewer.role === 'admin') return officeTree(offices);
  const own = session.user.officeId;
  if (own === null) return [];
  const mine = officeWithDescendants(offices, own);
  return officeTree(offices.filter((o) => mine.has(o.id)));
}
