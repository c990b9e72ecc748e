import { Hono } from 'hono';
import type { Runtime } from '../../runtime';
import { nowSeconds } from '../../runtime';
import { utcSeconds } from './time';

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function icalText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545, section 3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type CalendarShowing = {
  id: number;
  stackId: string;
  appName: string;
  address: string;
  bookedUtc: string;
  userName: string;
  userEmail: string;
  notes: string | null;
};

/** One booked showing as an iCalendar file: a stable UID, the address as LOCATION, DTSTART/DTEND in UTC (one hour). */
export function showingCalendar(s: CalendarShowing, now: number): string {
  const start = utcSeconds(s.bookedUtc);
  const description = [`Showing requested by ${s.userName}${s.userEmail ? ` <${s.userEmail}>` : ''}.`, s.notes ? `Notes: ${s.notes}` : null]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icalText(s.appName)}//Showings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:showing-${s.id}@${s.stackId}.showings.demo`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 3600)}`,
    `SUMMARY:${icalText(`Showing: ${s.address}`)}`,
    `LOCATION:${icalText(s.address)}`,
    `DESCRIPTION:${icalText(description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

type Row = {
  id: number;
  stack_id: string;
  status: string;
  booked_datetime: string | null;
  ical_token: string | null;
  full_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  user_name: string | null;
  user_email: string | null;
  notes: string | null;
  app_name: string | null;
};

/** GET /showings/{id}/ical?token=…: the link showingIcalToken hands out (the token is the key; no api key). */
export function showingCalendarRoutes(rt: Runtime): Hono {
  const routes = new Hono();
  routes.get('/showings/:id{[0-9]+}/ical', (c) => {
    const row = rt.store.get<Row>(
      `SELECT s.id, s.stack_id, s.status, s.booked_datetime, s.ical_token, s.notes, l.full_address, l.city, l.state, l.zip,
              u.display_name AS user_name, u.email AS user_email, a.name AS app_name
       FROM showings s LEFT JOIN listings l ON l.listing_key = s.listing_key LEFT JOIN end_users u ON u.id = s.user_id LEFT JOIN apps a ON a.stack_id = s.stack_id
       WHERE s.id = ?`,
      [Number(c.req.param('id'))],
    );
    const token = c.req.query('token');
    if (!row || !row.ical_token || !token || token !== row.ical_token) return c.json({ message: 'No such calendar file.' }, 404);
    if (row.status !== 'booked' || row.booked_datetime === null) return c.json({ message: 'The showing is no longer booked.' }, 409);
    const address = [row.full_address, row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const body = showingCalendar(
      {
        id: row.id,
        stackId: row.stack_id,
        appName: row.app_name ?? row.stack_id,
        address,
        bookedUtc: row.booked_datetime,
        userName: row.user_name ?? 'Unknown user',
        userEmail: row.user_email ?? '',
        notes: row.notes,
      },
      nowSeconds(),
    );
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="showing-${row.id}.ics"`,
      'cache-control': 'no-store',
    });
  });
  return routes;
}
