import type { z } from 'zod';
import type { insights } from '@/server/upstream/contract';
import type { Ctx } from '../../handlers/context';
import { keptScores } from './score-cache';
import { DAY, insightScope, type Window } from './scope';

const TYPES = ['view', 'open', 'fav', 'share', 'note'] as const;
type LeadsInput = z.output<typeof insights.insightLeads.request>;
type Scoring = Pick<LeadsInput, 'weights' | 'half_life_days' | 'return_after_days'>;

/**
 * Per user of the scope: the period's counts and decayed counts per type, repeat views, the events of
 * the period before, the first event in the period, the last one before it, and the score
 * (insightLeads' summary), from one pass over the events of both periods (the events_insights index).
 * `only`: one user, answered even without events.
 */
export function leadAggregates(scope: { events: string; users: string }, only: boolean): string {
  const counts = TYPES.map((t) => `coalesce(sum(e.time >= @from AND e.type = '${t}'), 0) AS c_${t}`).join(', ');
  const decayed = TYPES.map(
    (t) => `coalesce(sum(CASE WHEN e.time >= @from AND e.type = '${t}' THEN pow(0.5, (@to - e.time) / @half_life) END), 0) AS d_${t}`,
  ).join(', ');
  const score = TYPES.map((t) => `@w_${t} * coalesce(a.d_${t}, 0)`).join(' + ');
  return `
    WITH a AS (
      SELECT e.user_id, ${counts}, ${decayed},
        count(DISTINCT CASE WHEN e.time >= @from AND e.type = 'view' THEN e.listing_key END) AS distinct_viewed,
        coalesce(sum(e.time < @from), 0) AS previous_events,
        min(CASE WHEN e.time >= @from THEN e.time END) AS first_in
      FROM events e
      WHERE e.stack_id = @stack AND e.time >= @prev_from AND e.time < @to AND ${scope.events}${only ? ' AND e.user_id = @user_id' : ''}
      GROUP BY e.user_id
    ),
    b AS (
      SELECT eu.id, eu.agent_id, a.*,
        (SELECT max(x.time) FROM events x WHERE x.user_id = eu.id AND x.time < @from) AS before_last
      FROM end_users eu ${only ? 'LEFT JOIN' : 'JOIN'} a ON a.user_id = eu.id
      WHERE eu.stack_id = @stack AND ${scope.users}${only ? ' AND eu.id = @user_id' : ''}
    )
    SELECT b.*,
      CASE WHEN b.first_in IS NOT NULL AND b.before_last IS NOT NULL THEN (b.first_in - b.before_last) / ${DAY} END AS days_away,
      ${score.replaceAll('a.', 'b.')} + @w_repeat * (coalesce(b.c_view, 0) - coalesce(b.distinct_viewed, 0))
        + CASE WHEN b.first_in IS NOT NULL AND b.before_last IS NOT NULL AND b.first_in - b.before_last >= @return_after THEN @w_back ELSE 0 END AS score
    FROM b`;
}

export function scoringParams(input: Scoring, w: Window): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.entries(input.weights).map(([k, v]) => [`w_${k}`, v])),
    half_life: input.half_life_days * DAY,
    return_after: input.return_after_days * DAY,
    prev_from: w.prevFrom,
    from: w.from,
    to: w.to,
  };
}

type Agg = {
  id: number;
  c_view: number | null;
  c_open: number | null;
  c_fav: number | null;
  c_share: number | null;
  c_note: number | null;
  d_view: number | null;
  d_open: number | null;
  d_fav: number | null;
  d_share: number | null;
  d_note: number | null;
  distinct_viewed: number | null;
  previous_events: number | null;
  days_away: number | null;
  score: number;
};

type EndUser = {
  id: number;
  display_name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  agent_id: number | null;
  agent_name: string | null;
};

type Scored = Agg & { last_active: number | null };

const byScore = (a: Scored, b: Scored) => b.score - a.score || byLast(a, b);
/** Latest last_active first, never active last, then by id. */
const byLast = (a: Scored, b: Scored) =>
  (a.last_active === null ? 1 : 0) - (b.last_active === null ? 1 : 0) || (b.last_active ?? 0) - (a.last_active ?? 0) || a.id - b.id;

/**
 * The page asked for: every user of the scope scored once (kept for the few seconds a page's lists
 * need them, see score-cache.ts), then filtered, sorted and cut here; one user's score is read alone.
 */
function rankedPage(input: LeadsInput, ctx: Ctx, w: Window): { window: Window; rows: Scored[]; total: number } {
  const scope = insightScope(ctx, input);
  const only = input.user_id !== undefined;
  const scoreOver = (win: Window) =>
    ctx.store.all<Scored>(
      `WITH s AS (${leadAggregates(scope, only)}) SELECT s.*, (SELECT max(x.time) FROM events x WHERE x.user_id = s.id) AS last_active FROM s`,
      { ...scope.params, ...scoringParams(input, win), user_id: input.user_id ?? null },
    );
  const scoring = {
    weights: input.weights,
    half_life_days: input.half_life_days,
    return_after_days: input.return_after_days,
    days: input.days,
  };
  const scored = only ? { window: w, rows: scoreOver(w) } : keptScores(ctx.store, JSON.stringify([scope, scoring]), w, scoreOver);
  // returned: back after return_after_days or more away (days_away, in whole days, as the summary says).
  const back = Math.floor(input.return_after_days);
  const chosen = input.returned ? scored.rows.filter((r) => r.days_away !== null && r.days_away >= back) : [...scored.rows];
  chosen.sort(input.sort === 'last' ? byLast : byScore);
  return { window: scored.window, rows: chosen.slice(input.offset, input.offset + input.limit), total: chosen.length };
}

export function leads(input: LeadsInput, ctx: Ctx, now: Window) {
  const { window: w, rows, total } = rankedPage(input, ctx, now);
  const ids = JSON.stringify(rows.map((r) => r.id));
  const people = new Map(
    ctx.store
      .all<EndUser>(
        `SELECT eu.id, eu.display_name, eu.email, eu.phone, eu.photo, eu.agent_id, u.display_name AS agent_name FROM end_users eu
         LEFT JOIN users u ON u.id = eu.agent_id WHERE eu.id IN (SELECT value FROM json_each(?))`,
        [ids],
      )
      .map((p) => [p.id, p]),
  );
  const tags = new Map<number, { id: number; tag: string; tag_long: string | null; color: string }[]>();
  for (const t of ctx.store.all<{ end_user_id: number; id: number; tag: string; tag_long: string | null; color: string }>(
    `SELECT x.end_user_id, t.id, t.tag, t.tag_long, t.color FROM end_user_tags x JOIN tags t ON t.id = x.tag_id
     WHERE x.end_user_id IN (SELECT value FROM json_each(?)) ORDER BY t.system_tag DESC, x.created_at, t.id`,
    [ids],
  )) {
    tags.set(t.end_user_id, [...(tags.get(t.end_user_id) ?? []), { id: t.id, tag: t.tag, tag_long: t.tag_long, color: t.color }]);
  }
  const topViewed = ctx.store.stmt(
    `SELECT e.listing_key, count(*) AS views, l.full_address AS address FROM events e LEFT JOIN listings l ON l.listing_key = e.listing_key
     WHERE e.user_id = ? AND e.type = 'view' AND e.time >= ? AND e.time < ? GROUP BY e.listing_key ORDER BY views DESC, max(e.time) DESC LIMIT 1`,
  );
  const topCity = ctx.store.stmt(
    `SELECT l.city, count(*) AS favorites FROM events e JOIN listings l ON l.listing_key = e.listing_key
     WHERE e.user_id = ? AND e.type = 'fav' AND e.time >= ? AND e.time < ? GROUP BY l.city ORDER BY favorites DESC, l.city LIMIT 1`,
  );
  const n = (v: number | null) => v ?? 0;
  return {
    total,
    now: w.to,
    leads: rows.flatMap((r) => {
      const p = people.get(r.id);
      if (!p) return [];
      const viewed = topViewed.get(r.id, w.from, w.to) as { listing_key: string; views: number; address: string | null } | undefined;
      const city = topCity.get(r.id, w.from, w.to) as { city: string; favorites: number } | undefined;
      return [
        {
          id: p.id,
          display_name: p.display_name,
          email: p.email,
          phone: p.phone,
          photo: ctx.abs(p.photo),
          agent_id: p.agent_id,
          agent_name: p.agent_name,
          tags: tags.get(p.id) ?? [],
          last_active: r.last_active,
          counts: { view: n(r.c_view), open: n(r.c_open), fav: n(r.c_fav), share: n(r.c_share), note: n(r.c_note) },
          decayed: { view: n(r.d_view), open: n(r.d_open), fav: n(r.d_fav), share: n(r.d_share), note: n(r.d_note) },
          repeat_views: n(r.c_view) - n(r.distinct_viewed),
          previous_events: n(r.previous_events),
          days_away: r.days_away,
          top_viewed: viewed
            ? { listing_key: viewed.listing_key, address: viewed.address ?? viewed.listing_key, views: viewed.views }
            : null,
          top_fav_city: city ? { city: city.city, favorites: city.favorites } : null,
          score: r.score,
        },
      ];
    }),
  };
}
