import 'server-only';
import type { Viewer } from '@/lib/access';
import type { LockedBy } from '@/lib/agent-alerts/answers';
import {
  BROKERAGE_SCOPE,
  CHANNELS,
  type AlertPrefs,
  type AlertStatus,
  type Behaviour,
  type Channel,
  type LockRow,
  type SentAlertRow,
} from '@/lib/agent-alerts/model';
import { ALERT_MSG, BEHAVIOUR_LABELS, lockHolders, locksBinding, officeChain, SENT_DAYS } from '@/lib/agent-alerts/rules';
import type { AppData } from '@/server/upstream/contract';
import { readLocks, readPrefs, storeLock, storePrefs } from '@/server/agent-alerts/prefs';
import { brokerageTimeZone } from '@/server/alerts';
import { HttpError } from '@/server/http';
import { listOffices } from '@/server/offices';
import { routingScope } from '@/server/routing/scope';
import type { Session } from '@/server/session';
import { store } from '@/server/store';

/**
 * Agent alerts for the signed-in: an agent's own choices and the alerts sent to them (/preferences), and
 * the locks admins and managers set for their agents (/routing). Every id is the session's or checked
 * against the caller's own offices; nothing trusts a place the browser names.
 */

export type AlertsScreen = { prefs: AlertPrefs; lockedBy: LockedBy; sent: SentAlertRow[]; routingOn: boolean };

async function lockedByOf(session: Session): Promise<LockedBy> {
  const locks = await readLocks(session.stackId);
  if (!locks.length) return {};
  const parents =
    session.user.officeId === null
      ? new Map<number, number>()
      : new Map((await listOffices(session).catch(() => [])).map((o) => [o.id, o.parent_id]));
  return lockHolders(locksBinding(locks, officeChain(session.user.officeId, parents)));
}

const isChannel = (c: unknown): c is Channel => (CHANNELS as readonly unknown[]).includes(c);

/** The agent's alerts of the last SENT_DAYS days, newest first (digests that listed nothing left out). */
export async function sentAlerts(stackId: string, agentId: number, now = Date.now()): Promise<SentAlertRow[]> {
  const { db, ready } = store();
  await ready();
  const rows = await db
    .selectFrom('agent_alerts')
    .selectAll()
    .where('stack_id', '=', stackId)
    .where('agent_id', '=', agentId)
    .where('created_at', '>=', now - SENT_DAYS * 86_400_000)
    .where((eb) => eb.or([eb('behaviour', '<>', 'digest'), eb('email_state', '<>', 'none')]))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    behaviour: r.behaviour as Behaviour | 'digest',
    title: r.title,
    body: r.body,
    link: r.link,
    status: r.status as AlertStatus,
    // Sent: where it went; otherwise where it is meant to go.
    channels: (JSON.parse(r.channels) as unknown[])
      .filter(isChannel)
      .filter((c) => r.status !== 'sent' || (c === 'push' ? r.push_state : r.email_state) === 'sent'),
    createdAt: Number(r.created_at),
    sentAt: r.sent_at === null ? null : Number(r.sent_at),
  }));
}

export async function alertsScreen(session: Session, app: AppData): Promise<AlertsScreen> {
  const { db, ready } = store();
  await ready();
  const [prefs, lockedBy, sent, routing] = await Promise.all([
    readPrefs(session.stackId, session.user.id, brokerageTimeZone(app)),
    lockedByOf(session),
    sentAlerts(session.stackId, session.user.id),
    db.selectFrom('routing_brokerages').select('paused_reason').where('stack_id', '=', session.stackId).executeTakeFirst(),
  ]);
  return { prefs, lockedBy, sent, routingOn: !!routing && routing.paused_reason === null };
}

/** Stores the agent's own choices (a locked one keeps the agent's choice underneath, for when the lock goes). */
export async function saveAlertPrefs(session: Session, prefs: AlertPrefs): Promise<{ prefs: AlertPrefs; lockedBy: LockedBy }> {
  await storePrefs(session.stackId, session.user.id, prefs);
  return { prefs, lockedBy: await lockedByOf(session) };
}

/** The places a caller may lock for: an admin the brokerage and every office; a manager their own tree. */
export type LockPlace = { officeId: number; name: string; depth: number };

export type LocksScreen = { locks: LockRow[]; places: LockPlace[] };

export async function locksScreen(session: Session, viewer: Viewer): Promise<LocksScreen> {
  const scope = await routingScope(session, viewer);
  const names = new Map(scope.offices.map((o) => [o.id, o.name]));
  const mine = scope.mine;
  const own = (officeId: number) => (officeId === BROKERAGE_SCOPE ? scope.scope === 'brokerage' : !!mine?.has(officeId));
  const depthOf = (id: number): number => {
    const parent = scope.offices.find((o) => o.id === id)?.parentId ?? 0;
    return parent > 0 && mine?.has(parent) ? depthOf(parent) + 1 : 0;
  };
  const places: LockPlace[] = [
    ...(scope.scope === 'brokerage' ? [{ officeId: BROKERAGE_SCOPE, name: 'Whole brokerage', depth: 0 }] : []),
    ...scope.offices.filter((o) => mine?.has(o.id)).map((o) => ({ officeId: o.id, name: o.name, depth: depthOf(o.id) })),
  ];
  // A manager sees the brokerage's locks too (they bind their agents) but changes only their own offices'.
  const locks = (await readLocks(session.stackId)).filter((l) => l.officeId === BROKERAGE_SCOPE || own(l.officeId));
  return {
    locks: locks.map((l) => ({
      ...l,
      placeName: l.officeId === BROKERAGE_SCOPE ? 'Whole brokerage' : (names.get(l.officeId) ?? `Office #${l.officeId}`),
    })),
    places,
  };
}

export async function changeLock(
  session: Session,
  viewer: Viewer,
  change: { behaviour: Behaviour; officeId: number; locked: boolean },
): Promise<{ screen: LocksScreen; message: string }> {
  const before = await locksScreen(session, viewer);
  if (!before.places.some((p) => p.officeId === change.officeId)) throw new HttpError(403, ALERT_MSG.placeNotYours);
  await storeLock(session.stackId, change, { id: session.user.id, name: session.user.name });
  const label = BEHAVIOUR_LABELS[change.behaviour];
  return { screen: await locksScreen(session, viewer), message: change.locked ? ALERT_MSG.locked(label) : ALERT_MSG.unlocked(label) };
}
