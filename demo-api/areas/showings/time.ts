/** Showing times: 'YYYY-MM-DD HH:mm:00' in UTC, to and from unix seconds. */
const pad = (n: number) => String(n).padStart(2, '0');

export function utcText(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

export function utcSeconds(text: string): number {
  const [date, time] = text.split(' ') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) / 1000;
}

/** Whole hours, `days` from `now` at `hourUtc`. */
export function dayAt(now: number, days: number, hourUtc: number): number {
  const d = new Date((now + days * 86_400) * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hourUtc) / 1000;
}

/** The spec's rule: a showing booked more than 3 days ago counts as past. */
export const PAST_AFTER_SECONDS = 3 * 86_400;
