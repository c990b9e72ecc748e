import 'server-only';
import type { Viewer } from '@/lib/access/viewer';
import {
  awaitingFirst,
  joinedThisWeek,
  returnedOnly,
  todayParts,
  TODAY_ROWS,
  type HotLead,
  type NewUser,
  type ReturnedUser,
  type TodayPerson,
  type TodayReads,
  type WaitingShowing,
} from '@/lib/home/today';
import type { Period } from '@/lib/insights/rules';
import { callerOf } from '@/server/upstream/caller';
import { loadCard } from '@/server/home';
import { SCORING, toLeadRow } from '@/server/insights';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { insights, showings, users } from '@/server/upstream/contract';

/**
 * The home's Today: four reads, each one upstream call scoped by the caller's key and mode
 * as its own screen's is (Insights, Showings, Users), reshaped into lib/home/today.ts's rows.
 */

/** Insights' week, as its screen opens. */
const PERIOD: Period = 7;

const person = (p: { id: number; name: string; email: string; phone: string | null }): TodayPerson => ({
  id: p.id,
  name: p.name,
  email: p.email,
  phone: p.phone,
});

/** The five hottest leads of the week by Insights' own scoring (one insightLeads call), each with its first reason. */
export async function hotLeads(session: Session): Promise<HotLead[]> {
  const answer = await call(
    insights.insightLeads,
    { days: PERIOD, ...SCORING, sort: 'score', offset: 0, limit: TODAY_ROWS },
    callerOf(session),
  );
  return answer.leads
    .map((l) => toLeadRow(l, PERIOD))
    .filter((l) => l.level === 'hot' || l.level === 'warm')
    .map((l) => ({ ...person(l), level: l.level, reason: l.reasons[0] ?? null }));
}

/** Users back this week after RETURN_AFTER_DAYS or more away, the latest active first. */
export async function returnedUsers(session: Session): Promise<ReturnedUser[]> {
  const answer = await call(
    insights.insightLeads,
    { days: PERIOD, ...SCORING, sort: 'last', offset: 0, limit: TODAY_ROWS, returned: true },
    callerOf(session),
  );
  return returnedOnly(answer.leads.map((l) => toLeadRow(l, PERIOD))).map((l) => ({
    ...person(l),
    daysAway: l.daysAway,
    lastActive: l.lastActive,
  }));
}

/** Users who joined in the last seven days, newest first (the users list sorted by joined). */
export async function newUsers(session: Session): Promise<NewUser[]> {
  const answer = await call(users.listUsers, { limit: TODAY_ROWS, offset: 0, sort: 'j' }, callerOf(session));
  const rows = answer.users.map((u) => ({
    id: u.id,
    name: u.display_name.trim() || u.email,
    email: u.email,
    phone: u.phone?.trim() || null,
    joinedAt: u.created_epoch,
  }));
  return joinedThisWeek(rows, Math.floor(Date.now() / 1000));
}

/** The showing requests waiting for the agent's answer, the longest waiting first. */
export async function waitingShowings(session: Session): Promise<WaitingShowing[]> {
  const answer = await call(
    showings.listShowings,
    { page: 1, per_page: TODAY_ROWS, time_filter: 'current', awaiting: '1' },
    callerOf(session),
  );
  const facts = answer.showings.map((s) => ({
    status: s.status,
    userId: s.user_id,
    offers: s.offers.map((o) => ({ userId: o.user_id, createdAt: o.created_at ?? null })),
    showing: s,
  }));
  return awaitingFirst(facts).map(({ showing: s, offers }) => ({
    id: s.id,
    user: { id: s.user_id, name: s.user_name.trim() || s.user_email, email: s.user_email, phone: s.user_phone?.trim() || null },
    address: s.listing.address || s.full_address,
    since: offers.at(-1)?.createdAt ?? null,
  }));
}

/** Starts the viewer's Today reads at once, beside the home's own; a failing one fails only its part. */
export function startTodayReads(session: Session, viewer: Viewer): TodayReads {
  const parts = todayParts(viewer);
  return {
    hot: parts.hot ? loadCard(() => hotLeads(session)) : null,
    waiting: parts.waiting ? loadCard(() => waitingShowings(session)) : null,
    newUsers: parts.newUsers ? loadCard(() => newUsers(session)) : null,
    returned: parts.returned ? loadCard(() => returnedUsers(session)) : null,
  };
}
