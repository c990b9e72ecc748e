/**
 * The lead score: how ready an end user is to buy, from their activity in the period, with
 * the reasons said in words. Pure: the Insights screen, the user detail's profile card and the unit
 * tests share it, and the upstream ranks with the same numbers (sent with every insightLeads call).
 *
 * Inputs, per user and period (the upstream's aggregates): the events of each type (view, open = an
 * app open, fav, share, note), the same counted with decay, the repeat views (views minus distinct
 * listings viewed), the events of the period before, and the days away before coming back.
 *
 * score = Σ weights[type] × decayed[type] + weights.repeat × repeatViews + (back ? weights.back : 0)
 *   decayed[type] = Σ over that type's events of 0.5 ^ (age in days / HALF_LIFE_DAYS), age from the period's end
 *   back = daysAway ≥ RETURN_AFTER_DAYS (the user was silent that long before their first event of the period)
 *
 * Levels: Hot when score ≥ HOT_SCORE; Warm for any other activity in the period; Cooling for a user
 * silent this period who was active in the period before; Quiet otherwise (not listed).
 */

export const LEAD_WEIGHTS = {
  /** A listing viewed: the commonest signal, the weakest. */
  view: 1,
  /** An app open. */
  open: 0.5,
  /** A favorite says 'I could live there'. */
  fav: 4,
  /** A share usually means a partner or family is asked. */
  share: 5,
  /** A note means they are comparing details. */
  note: 3,
  /** Each view of a listing already viewed in the period. */
  repeat: 2,
  /** Coming back after RETURN_AFTER_DAYS or more away. */
  back: 6,
} as const;

/** An event's weight halves every three days: this week's behaviour outranks last month's. */
export const HALF_LIFE_DAYS = 3;
/** Away at least two weeks counts as a return. */
export const RETURN_AFTER_DAYS = 14;
/**
 * E.g. eight views of one home and a share this week. In the demo's lively brokerage about the top
 * 1% of a week's active users; tune it with the weights, never apart from them.
 */
export const HOT_SCORE = 25;

export const EVENT_TYPES = ['view', 'open', 'fav', 'share', 'note'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventCounts = Record<EventType, number>;

export type LeadLevel = 'hot' | 'warm' | 'cooling' | 'quiet';

export const LEVEL_LABELS: Record<LeadLevel, string> = { hot: 'Hot', warm: 'Warm', cooling: 'Cooling', quiet: 'Quiet' };
/** The badge tone of each level; the word carries the meaning, the colour only repeats it. */
export const LEVEL_TONES = { hot: 'danger', warm: 'warning', cooling: 'info', quiet: 'neutral' } as const satisfies Record<
  LeadLevel,
  string
>;

export interface LeadSignals {
  counts: EventCounts;
  decayed: EventCounts;
  repeatViews: number;
  previousEvents: number;
  /** Whole days between the last event before the period and the first in it; null without both. */
  daysAway: number | null;
  /** The listing viewed most in the period. */
  topViewed: { address: string; views: number } | null;
  /** The city with most favorites in the period. */
  topFavCity: { city: string; favorites: number } | null;
}

export interface LeadScore {
  score: number;
  level: LeadLevel;
  /** Up to three, the strongest first, in plain words. */
  reasons: string[];
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** Every reason that applies, with how much it added to the score (its strength). */
function reasonsOf(s: LeadSignals, days: number): { text: string; strength: number }[] {
  const w = LEAD_WEIGHTS;
  const out: { text: string; strength: number }[] = [];
  const active = EVENT_TYPES.some((t) => s.counts[t] > 0);
  if (!active) {
    if (s.previousEvents > 0)
      out.push({ text: `${plural(s.previousEvents, 'One action', 'actions')} in the ${days} days before, none since`, strength: 0 });
    return out;
  }
  if (s.topViewed && s.topViewed.views >= 2)
    out.push({
      text: `Viewed ${s.topViewed.address} ${s.topViewed.views} times`,
      strength: w.repeat * s.repeatViews + w.view * s.decayed.view,
    });
  else if (s.counts.view > 0) out.push({ text: `Viewed ${plural(s.counts.view, 'a home', 'homes')}`, strength: w.view * s.decayed.view });
  if (s.topFavCity) {
    const n = s.topFavCity.favorites;
    const elsewhere = s.counts.fav - n;
    const text = `Favorited ${plural(n, 'a home', 'homes')} in ${s.topFavCity.city}${elsewhere > 0 ? ` (and ${elsewhere} elsewhere)` : ''}`;
    out.push({ text, strength: w.fav * s.decayed.fav });
  }
  if (s.daysAway !== null && s.daysAway >= RETURN_AFTER_DAYS) out.push({ text: `Back after ${s.daysAway} days away`, strength: w.back });
  if (s.counts.share > 0)
    out.push({ text: `Shared ${plural(s.counts.share, 'a listing', 'listings')}`, strength: w.share * s.decayed.share });
  if (s.counts.note > 0) out.push({ text: `Wrote ${plural(s.counts.note, 'a note', 'notes')}`, strength: w.note * s.decayed.note });
  if (s.counts.open > 0) out.push({ text: `Opened the app ${plural(s.counts.open, 'once', 'times')}`, strength: w.open * s.decayed.open });
  return out;
}

/** The score, level and reasons of one user in a period of `days` days. */
export function scoreLead(s: LeadSignals, days: number): LeadScore {
  const w = LEAD_WEIGHTS;
  const back = s.daysAway !== null && s.daysAway >= RETURN_AFTER_DAYS;
  const score = EVENT_TYPES.reduce((sum, t) => sum + w[t] * s.decayed[t], 0) + w.repeat * s.repeatViews + (back ? w.back : 0);
  const active = EVENT_TYPES.some((t) => s.counts[t] > 0);
  const level: LeadLevel = active ? (score >= HOT_SCORE ? 'hot' : 'warm') : s.previousEvents > 0 ? 'cooling' : 'quiet';
  // Stable sort: equal strengths keep the order above (repeat views, favorites, return, shares, notes, opens).
  const reasons = reasonsOf(s, days)
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 3)
    .map((r) => r.text);
  return { score, level, reasons };
}
