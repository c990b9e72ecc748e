import type { AreaHandlers, Ctx } from '../../handlers/context';
import { notFound } from '../../http/errors';
import { listingPhotos } from '../app/views';
import { leadAggregates, leads, scoringParams } from './leads';
import { DAY, insightScope, windowOf, type Window } from './scope';

type Figures = { active_users: number; new_users: number; views: number; favorites: number };
const dayOf = (t: number) => new Date(t * 1000).toISOString().slice(0, 10);

/** The period's figures per 24-hour step ending at its end (labelled by the UTC date a step ends on). */
function trend(ctx: Ctx, scope: ReturnType<typeof insightScope>, w: Window) {
  const params = { ...scope.params, prev_from: w.prevFrom, from: w.from, to: w.to };
  const events = ctx.store.all<{ step: number; active_users: number; views: number; favorites: number }>(
    `SELECT CAST((e.time - @prev_from) / ${DAY} AS INTEGER) AS step, count(DISTINCT e.user_id) AS active_users,
       sum(e.type = 'view') AS views, sum(e.type = 'fav') AS favorites
     FROM events e WHERE e.stack_id = @stack AND e.time >= @prev_from AND e.time < @to AND ${scope.events} GROUP BY step`,
    params,
  );
  const joined = ctx.store.all<{ step: number; n: number }>(
    `SELECT CAST((eu.created_at - @prev_from) / ${DAY} AS INTEGER) AS step, count(*) AS n FROM end_users eu
     WHERE eu.stack_id = @stack AND eu.created_at >= @prev_from AND eu.created_at < @to AND ${scope.users} GROUP BY step`,
    params,
  );
  const totals = (from: number, to: number): Figures => {
    const e = ctx.store.get<{ active_users: number; views: number | null; favorites: number | null }>(
      `SELECT count(DISTINCT e.user_id) AS active_users, sum(e.type = 'view') AS views, sum(e.type = 'fav') AS favorites
       FROM events e WHERE e.stack_id = @stack AND e.time >= @a AND e.time < @b AND ${scope.events}`,
      { ...params, a: from, b: to },
    );
    const n = ctx.store.get<{ n: number }>(
      `SELECT count(*) AS n FROM end_users eu WHERE eu.stack_id = @stack AND eu.created_at >= @a AND eu.created_at < @b AND ${scope.users}`,
      { ...params, a: from, b: to },
    );
    return { active_users: e?.active_users ?? 0, new_users: n?.n ?? 0, views: e?.views ?? 0, favorites: e?.favorites ?? 0 };
  };
  const steps = Array.from({ length: 2 * w.days }, (_, step) => {
    const e = events.find((r) => r.step === step);
    return {
      day: dayOf(w.prevFrom + (step + 1) * DAY - 1),
      active_users: e?.active_users ?? 0,
      new_users: joined.find((r) => r.step === step)?.n ?? 0,
      views: e?.views ?? 0,
      favorites: e?.favorites ?? 0,
    };
  });
  return {
    previous_days: steps.slice(0, w.days),
    days: steps.slice(w.days),
    current: totals(w.from, w.to),
    previous: totals(w.prevFrom, w.from),
  };
}

type ListingCols = {
  listing_key: string;
  address: string | null;
  city: string | null;
  photo_count: number | null;
  views: number;
  favorites: number;
  users: number;
};

export const insightHandlers: AreaHandlers<'insights'> = {
  insightLeads: (input, ctx) => {
    const w = windowOf(input.days, ctx.now());
    const answer = leads(input, ctx, w);
    if (input.user_id !== undefined && answer.leads.length === 0) throw notFound('User not found');
    return answer;
  },

  insightTrend: (input, ctx) => trend(ctx, insightScope(ctx, input), windowOf(input.days, ctx.now())),

  insightAgents: (input, ctx) => {
    const scope = insightScope(ctx, input);
    const w = windowOf(input.days, ctx.now());
    const agents = ctx.store.all<{ id: number; display_name: string; users: number }>(
      `SELECT u.id, u.display_name, (SELECT count(*) FROM end_users eu WHERE eu.agent_id = u.id AND ${scope.users}) AS users
       FROM users u WHERE u.stack_id = @stack AND u.kind = 'agent'
         AND (@agent IS NULL OR u.id = @agent)
         ${ctx.caller.role === 'manager' ? 'AND u.office_id IN (SELECT value FROM json_each(@offices))' : ''}
         ${input.office !== undefined ? 'AND u.office_id IN (SELECT value FROM json_each(@office_ids))' : ''}
       ORDER BY u.display_name COLLATE NOCASE, u.id`,
      { ...scope.params, agent: input.agent ?? null },
    );
    const periodOf = (win: Window) => {
      const params = { ...scope.params, ...scoringParams(input, win), user_id: null, hot: input.hot_score };
      const hot = ctx.store.all<{ agent_id: number; active_users: number; views: number; favorites: number; hot_leads: number }>(
        `WITH s AS (${leadAggregates(scope, false)})
         SELECT s.agent_id, sum(s.first_in IS NOT NULL) AS active_users, sum(coalesce(s.c_view, 0)) AS views,
           sum(coalesce(s.c_fav, 0)) AS favorites, sum(s.score >= @hot AND s.first_in IS NOT NULL) AS hot_leads
         FROM s WHERE s.agent_id IS NOT NULL GROUP BY s.agent_id`,
        params,
      );
      const joined = ctx.store.all<{ agent_id: number; n: number }>(
        `SELECT eu.agent_id, count(*) AS n FROM end_users eu WHERE eu.stack_id = @stack AND eu.created_at >= @from AND eu.created_at < @to
           AND ${scope.users} AND eu.agent_id IS NOT NULL GROUP BY eu.agent_id`,
        params,
      );
      return (id: number, users: number) => {
        const h = hot.find((r) => r.agent_id === id);
        return {
          users,
          active_users: h?.active_users ?? 0,
          new_users: joined.find((r) => r.agent_id === id)?.n ?? 0,
          views: h?.views ?? 0,
          favorites: h?.favorites ?? 0,
          hot_leads: h?.hot_leads ?? 0,
        };
      };
    };
    const current = periodOf(w);
    const previous = periodOf({ prevFrom: w.prevFrom - w.days * DAY, from: w.prevFrom, to: w.from, days: w.days });
    return {
      agents: agents.map((a) => ({
        id: a.id,
        display_name: a.display_name,
        current: current(a.id, a.users),
        previous: previous(a.id, a.users),
      })),
    };
  },

  insightListings: (input, ctx) => {
    const scope = insightScope(ctx, input);
    const w = windowOf(input.days, ctx.now());
    // One pass over the period's events (the events_insights index), grouped by listing; both top lists come from it.
    const all = ctx.store.all<ListingCols>(
      `WITH agg AS (SELECT e.listing_key, sum(e.type = 'view') AS views, sum(e.type = 'fav') AS favorites, count(DISTINCT e.user_id) AS users
         FROM events e WHERE e.stack_id = @stack AND e.time >= @from AND e.time < @to AND ${scope.events} GROUP BY e.listing_key)
       SELECT agg.*, l.full_address AS address, l.city, l.photo_count FROM agg LEFT JOIN listings l ON l.listing_key = agg.listing_key`,
      { ...scope.params, from: w.from, to: w.to },
    );
    const top = (by: 'views' | 'favorites') =>
      all
        .filter((r) => r[by] > 0)
        .sort((a, b) => b[by] - a[by] || (a.listing_key < b.listing_key ? -1 : 1))
        .slice(0, 10)
        .map((r) => ({
          listing_key: r.listing_key,
          address: r.address ?? r.listing_key,
          city: r.city ?? '',
          photo: r.photo_count ? (listingPhotos(ctx.rt, r.listing_key, 1)[0] ?? null) : null,
          views: r.views,
          favorites: r.favorites,
          users: r.users,
        }));
    return { most_viewed: top('views'), most_favorited: top('favorites') };
  },

  insightListingUsers: (input, ctx) => {
    const scope = insightScope(ctx, input);
    const w = windowOf(input.days, ctx.now());
    const users = ctx.store.all<{ id: number; display_name: string; views: number; favorited: number; last_event: number }>(
      `SELECT e.user_id AS id, eu.display_name, sum(e.type = 'view') AS views, max(e.type = 'fav') AS favorited, max(e.time) AS last_event
       FROM events e JOIN end_users eu ON eu.id = e.user_id
       WHERE e.listing_key = @key AND e.stack_id = @stack AND e.time >= @from AND e.time < @to AND ${scope.events}
       GROUP BY e.user_id ORDER BY count(*) DESC, last_event DESC, e.user_id LIMIT 50`,
      { ...scope.params, key: input.listing_key, from: w.from, to: w.to },
    );
    return { users: users.map((u) => ({ ...u, favorited: u.favorited === 1 })) };
  },
};
