import 'server-only';
import {
  ALERT_MSG,
  alertColumns,
  alertRefusal,
  alertTypesFor,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  RECIPIENT_SEARCH_LIMIT,
  zonedInstant,
  zonedToday,
  type Alert,
  type AlertType,
} from '@/lib/alerts/rules';
import type { Viewer } from '@/lib/access';
import type { ListingOption, RecipientOption } from '@/lib/alerts/answers';
import { dateError } from '@/lib/alerts/check';
import type { AlertInput } from '@/lib/alerts/schema';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { alerts as alertCalls, type AppData } from '@/server/upstream/contract';

/**
 * Push notifications' service: the sent and scheduled lists in the app's own Alert shape (recipients and
 * senders left out where this viewer is not shown them, so they never reach the browser), sending with
 * the schedule turned into an exact instant in the brokerage's time zone, and the form's look-ups.
 */

type UpstreamAlert = alertCalls.Alert;

/** The brokerage's time zone from the app data; the default when it names none the runtime knows. */
export function brokerageTimeZone(app: Pick<AppData, 'time_zone'>): string {
  return app.time_zone && isTimeZone(app.time_zone) ? app.time_zone : DEFAULT_TIME_ZONE;
}

/**
 * What the send form needs besides its recipients: the types this viewer may send, the brokerage's time
 * zone and the app's name and icon (the preview). The user detail's Push Notifications card mounts
 * `<SendAlertForm recipient={…} {...alertFormBasics(viewer, app)} />`; /alerts adds tags and offices.
 */
export function alertFormBasics(viewer: Viewer, app: AppData): { types: AlertType[]; timeZone: string; appName: string; appIcon: string } {
  return { types: alertTypesFor(viewer), timeZone: brokerageTimeZone(app), appName: app.name, appIcon: app.icon };
}

function toAlert(viewer: Viewer, a: UpstreamAlert, scheduled: boolean): Alert {
  const columns = alertColumns(viewer);
  return {
    id: a.id,
    title: a.title,
    subtitle: a.subtitle,
    type: a.meta_type,
    value: a.meta_type === 'listing' ? (a.meta_address ?? a.meta_value) : a.meta_value,
    recipient: columns.recipient ? (a.recipient ?? '') : null,
    when: scheduled ? (a.schedule_date ?? a.when) : a.when,
    sender: columns.sender ? a.display_name : null,
  };
}

export async function listSentAlerts(session: Session, viewer: Viewer): Promise<Alert[]> {
  const { alerts } = await call(alertCalls.listAlerts, {}, callerOf(session));
  return alerts.map((a) => toAlert(viewer, a, false));
}

export async function listScheduledAlerts(session: Session, viewer: Viewer): Promise<Alert[]> {
  const { alerts } = await call(alertCalls.listScheduledAlerts, {}, callerOf(session));
  return alerts.map((a) => toAlert(viewer, a, true));
}

/**
 * Send or schedule. Refused (no upstream call) in restricted mode for a user recipient or a listing, and
 * for a date before the brokerage's today; a schedule becomes the exact instant of that wall-clock time there.
 */
export async function sendAlert(
  session: Session,
  viewer: Viewer,
  app: AppData,
  input: AlertInput,
  nowMs = Date.now(),
): Promise<{ id: number; recipients: number; message: string }> {
  const refused = alertRefusal(viewer, input);
  if (refused) throw new HttpError(403, refused);
  const tz = brokerageTimeZone(app);
  let sendAt: number | undefined;
  if (input.timing === 'schedule' && input.schedule) {
    const late = dateError(input.schedule.date, zonedToday(tz, nowMs));
    if (late) throw new HttpError(400, late);
    sendAt = zonedInstant(input.schedule.date, input.schedule.hour, input.schedule.minute, tz);
  }
  const answer = await call(
    alertCalls.sendAlert,
    {
      title: input.title,
      subtitle: input.subtitle,
      type: input.type,
      text: input.text,
      url: input.url,
      key: input.listing?.key,
      address: input.listing?.address,
      recipient: input.recipient,
      tags: input.tags,
      timing: input.timing,
      send_date_time: sendAt,
      office_id: input.officeId,
    },
    callerOf(session),
  );
  return { id: answer.id, recipients: answer.recipients, message: input.timing === 'schedule' ? ALERT_MSG.scheduled : ALERT_MSG.sent };
}

export async function deleteScheduledAlert(session: Session, id: number): Promise<void> {
  await call(alertCalls.deleteScheduledAlert, { id }, callerOf(session));
}

/**
 * End users to notify whose name or email contains `q` (the spec's 2000 rows), in an office when given.
 * Restricted mode is the access table's 'alerts.searchRecipients', checked by the route handler.
 */
export async function searchRecipients(session: Session, q: string, office?: number): Promise<RecipientOption[]> {
  const { users } = await call(alertCalls.alertRecipients, { limit: RECIPIENT_SEARCH_LIMIT, search: q, office }, callerOf(session));
  return users.map((u) => ({ id: u.id, name: u.display_name, email: u.email }));
}

/** Listing suggestions for the listing type: key and one-line address ('alerts.searchListings'). */
export async function listingSuggestions(session: Session, q: string): Promise<ListingOption[]> {
  const { suggestions } = await call(alertCalls.alertListingSuggestions, { text: q }, callerOf(session));
  return suggestions.map((s) => ({ key: s.ListingKey, address: `${s.FullStreetAddress}, ${s.City}, ${s.State} ${s.ZipCode}` }));
}
