import 'server-only';
import { touchQuietly } from '@/server/routing/leads';
import type { Viewer } from '@/lib/access/viewer';
import { isPastShowing, showingActions, SHOWING_MSG, timeLabel, type ShowingsQuery, type ShowingView } from '@/lib/showings/rules';
import { brokerageTimeZone } from '@/server/alerts';
import { getAppData } from '@/server/app-data';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { showings as calls, userDetail, users as userCalls, type showings } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';
import type { ResponseOf } from '@/server/upstream/contract';

type Upstream = ResponseOf<typeof showings.getShowing>['showing'];

/**
 * Showings: every call carries the session's mode (agent mode unless the
 * user is in manager mode, callerOf). The upstream's showing becomes the app's ShowingView here, with
 * its times in the brokerage's time zone and the actions its status allows this viewer now.
 */
export function toShowingView(viewer: Viewer, s: Upstream, timeZone: string, nowSeconds: number): ShowingView {
  const facts = { status: s.status, userId: s.user_id, bookedUtc: s.booked_datetime, offers: s.offers.map((o) => ({ userId: o.user_id })) };
  const actions = showingActions(viewer, facts, nowSeconds);
  return {
    id: s.id,
    status: s.status,
    userId: s.user_id,
    userName: s.user_name.trim() || s.user_email,
    userEmail: s.user_email,
    address: s.listing.address || s.full_address,
    photo: s.listing.photo ?? s.photo,
    price: s.listing.price ?? s.price,
    beds: s.listing.bedrooms ?? s.bedrooms,
    baths: s.listing.bathrooms ?? s.bathrooms,
    booked: s.booked_datetime ? { utc: s.booked_datetime, label: timeLabel(s.booked_datetime, timeZone) } : null,
    notes: s.notes?.trim() || null,
    offers: s.offers.map((o) => ({
      id: o.id,
      byUser: o.user_id === s.user_id,
      times: o.proposed_dates_array.map((utc) => ({ utc, label: timeLabel(utc, timeZone) })),
      message: o.message?.trim() || null,
    })),
    past: isPastShowing(facts, nowSeconds),
    actions,
  };
}

export async function showingsTimeZone(session: Session): Promise<string> {
  return brokerageTimeZone(await getAppData(session));
}

const now = () => Math.floor(Date.now() / 1000);

export async function listShowings(
  session: Session,
  viewer: Viewer,
  query: ShowingsQuery,
): Promise<{ rows: ShowingView[]; total: number }> {
  const [answer, timeZone] = await Promise.all([
    call(
      calls.listShowings,
      {
        page: Math.floor(query.offset / query.limit) + 1,
        per_page: query.limit,
        time_filter: query.view,
        user_id: query.user ?? undefined,
        status: query.status || undefined,
      },
      callerOf(session),
    ),
    showingsTimeZone(session),
  ]);
  const at = now();
  return { rows: answer.showings.map((s) => toShowingView(viewer, s, timeZone, at)), total: answer.pagination.total };
}

/** One showing as the screen shows it (the details opened from a link); 404 when it is not the viewer's. */
export async function showingView(session: Session, viewer: Viewer, id: number): Promise<ShowingView> {
  const [showing, timeZone] = await Promise.all([current(session, id), showingsTimeZone(session)]);
  return toShowingView(viewer, showing, timeZone, now());
}

/** A failure of a change: an expired session stays itself; anything else is the action's message, nothing changed. */
function failed(err: unknown, message: string): never {
  if (err instanceof UpstreamError && err.sessionExpired) throw err;
  if (err instanceof HttpError) throw err;
  const status = err instanceof UpstreamError && err.kind === 'upstream' && err.status < 500 ? (err.status === 404 ? 404 : 409) : 502;
  throw new HttpError(status, message);
}

/** The showing as it now is, read before a change so a refused one sends nothing (404 when not the viewer's). */
async function current(session: Session, id: number): Promise<Upstream> {
  try {
    return (await call(calls.getShowing, { id }, callerOf(session))).showing;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status === 404) throw new HttpError(404, 'No such showing.');
    throw err;
  }
}

async function change(
  session: Session,
  viewer: Viewer,
  id: number,
  may: (s: Upstream, view: ShowingView) => boolean,
  send: (s: Upstream) => Promise<Upstream>,
  failure: string,
): Promise<ShowingView> {
  const [s, timeZone] = await Promise.all([current(session, id).catch((err: unknown) => failed(err, failure)), showingsTimeZone(session)]);
  const view = toShowingView(viewer, s, timeZone, now());
  if (!may(s, view)) throw new HttpError(409, SHOWING_MSG.notAllowed);
  const next = await send(s).catch((err: unknown) => failed(err, failure));
  const answered = toShowingView(viewer, next, timeZone, now());
  // An answered showing request is a first touch: a routed lead's window ends.
  await touchQuietly(session, answered.userId, 'showing');
  return answered;
}

/** Accept the user's latest offer at one of its proposed times. */
export function acceptShowing(session: Session, viewer: Viewer, id: number, offerId: number, time: string): Promise<ShowingView> {
  return change(
    session,
    viewer,
    id,
    (s, view) => {
      const last = s.offers.at(-1);
      if (!view.actions.accept) return false;
      if (!last || last.id !== offerId || !last.proposed_dates_array.includes(time)) throw new HttpError(400, SHOWING_MSG.chooseTime);
      return true;
    },
    async () =>
      (await call(calls.acceptShowing, { showing_id: id, offer_id: offerId, selected_datetime: time }, callerOf(session))).showing,
    SHOWING_MSG.acceptFailed,
  );
}

/** Suggest another time (pending/negotiating) or reschedule (booked): one date, 'YYYY-MM-DD HH:mm:00' in UTC. */
export function counterShowing(session: Session, viewer: Viewer, id: number, time: string, message: string): Promise<ShowingView> {
  return change(
    session,
    viewer,
    id,
    (_s, view) => view.actions.suggest || view.actions.reschedule,
    async () => (await call(calls.counterShowing, { showing_id: id, dates: [time], message }, callerOf(session))).showing,
    SHOWING_MSG.counterFailed,
  );
}

/** Cancel with the spec's fixed reason. */
export function cancelShowing(session: Session, viewer: Viewer, id: number): Promise<ShowingView> {
  return change(
    session,
    viewer,
    id,
    (_s, view) => view.actions.cancel,
    async () => (await call(calls.cancelShowing, { showing_id: id, reason: SHOWING_MSG.cancelReason }, callerOf(session))).showing,
    SHOWING_MSG.cancelFailed,
  );
}

/** The booked showing's calendar link; any failure is the spec's 'Failed to generate calendar file. Please try again.'. */
export async function showingCalendarUrl(session: Session, viewer: Viewer, id: number): Promise<string> {
  try {
    const [s, timeZone] = await Promise.all([current(session, id), showingsTimeZone(session)]);
    if (!toShowingView(viewer, s, timeZone, now()).actions.calendar) throw new HttpError(409, SHOWING_MSG.notAllowed);
    return (await call(calls.showingIcalToken, { id }, callerOf(session))).url;
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) throw err;
    if (err instanceof HttpError && err.status !== 404 && err.status !== 409) throw err;
    throw new HttpError(err instanceof HttpError ? err.status : 502, SHOWING_MSG.calendarFailed);
  }
}

/** The user filter's suggestions: up to 10 of the viewer's users matching the text. */
export async function searchShowingUsers(session: Session, q: string): Promise<{ id: number; name: string; email: string }[]> {
  const answer = await call(userCalls.listUsers, { limit: 10, offset: 0, q }, callerOf(session));
  return answer.users.slice(0, 10).map((u) => ({ id: u.id, name: u.display_name.trim() || u.email, email: u.email }));
}

/** The filtered user's name for the filter's label (null when unknown). */
export async function showingUserName(session: Session, userId: number): Promise<string | null> {
  try {
    const { user } = await call(userDetail.getUser, { id: userId }, callerOf(session));
    return user.display_name.trim() || user.email;
  } catch {
    return null;
  }
}
