import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowSeconds, type Runtime } from '../../runtime';
import type { Delivery } from '../../webhooks';
import { DUPLICATE_USER_EMAIL } from './handlers';
import { endUserEmailTaken, insertEndUser } from './insert';
import { SIGNUP_SOURCES } from './sources';

const Lng = z.number().min(-180).max(180);
const Lat = z.number().min(-90).max(90);
const Price = z.number().int().min(0).max(1_000_000_000);

/** POST /__demo/signup: what the app sends when someone signs up, with their first saved search. */
export const SignupInput = z.object({
  stack_id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
  phone: z.string().trim().max(50).nullable().optional(),
  source: z.enum(SIGNUP_SOURCES).optional(),
  /** The agent whose own link the user came through. */
  agent_id: z.number().int().positive().optional(),
  search: z
    .object({
      name: z.string().trim().min(1).max(120).optional(),
      /** One open ring of [lng, lat] pairs (a closing point equal to the first is dropped). */
      polygon: z
        .array(z.tuple([Lng, Lat]))
        .min(3)
        .max(501),
      price_min: Price.optional(),
      price_max: Price.optional(),
    })
    .optional(),
});
export type SignupInput = z.output<typeof SignupInput>;
export type SignupAnswer = { user_id: number; delivery: Delivery | null };

/**
 * Filters text for a saved search: the dashboard's whole Filters shape (lib/saved-searches/filters.ts,
 * which the demo may not import) with its default statuses and the price band as `price: {from, to}`.
 */
export function priceBandFilters(from: number | null, to: number | null): string {
  const open = { from: null, to: null };
  return JSON.stringify({
    status: { soon: true, my: true, active: true, open: true, pocket: true, pending: false, closed: false, lease: false },
    type: [],
    beds: null,
    baths: null,
    price: { from, to },
    dom: open,
    year_built: open,
    sqft: open,
    lot_size: open,
    sort: 'newest',
    reductions: false,
    custom: {},
    no_hoa: false,
  });
}

function openRing(polygon: [number, number][]): [number, number][] {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  const ring = first && last && first[0] === last[0] && first[1] === last[1] ? polygon.slice(0, -1) : polygon;
  if (ring.length < 3) throw badRequest('search.polygon needs at least 3 distinct points.');
  if (ring.length > 500) throw badRequest('search.polygon has more than 500 points.');
  return ring;
}

/** Check what the schema cannot: the app, the agent's link, the price band; answers the ring to store. */
function check(rt: Runtime, input: SignupInput): [number, number][] | null {
  if (!rt.store.app(input.stack_id)) throw notFound(`No app ${input.stack_id}`);
  if (input.source === 'agent_link' && input.agent_id === undefined)
    throw badRequest("source 'agent_link' needs the agent_id of the link.");
  if (input.agent_id !== undefined) {
    if (input.source !== undefined && input.source !== 'agent_link')
      throw badRequest("A sign-up through an agent's link (agent_id) has the source 'agent_link'.");
    const agent = rt.store.get("SELECT 1 FROM users WHERE id = ? AND stack_id = ? AND kind = 'agent' AND active = 1", [
      input.agent_id,
      input.stack_id,
    ]);
    if (!agent) throw badRequest(`agent_id ${input.agent_id} is not an active agent of app ${input.stack_id}.`);
  }
  const s = input.search;
  if (!s) return null;
  if (s.price_min !== undefined && s.price_max !== undefined && s.price_min > s.price_max)
    throw badRequest('search.price_min must not be above search.price_max.');
  return openRing(s.polygon);
}

/**
 * An app sign-up: the end user (the link's agent's, else nobody's yet; no password, as a sign-up with a
 * phone or a social login), an open house sign-up's kiosk tag, their first saved search, then the user
 * webhook. Answers once the webhook's first attempt has ended.
 */
export async function signUp(rt: Runtime, input: SignupInput): Promise<SignupAnswer> {
  const ring = check(rt, input);
  const { store } = rt;
  const stack = input.stack_id;
  const source = input.source ?? (input.agent_id !== undefined ? 'agent_link' : 'app');
  const now = nowSeconds();
  const userId = store.tx(() => {
    if (endUserEmailTaken(store, stack, input.email)) throw conflict(DUPLICATE_USER_EMAIL);
    const id = insertEndUser(store, {
      stackId: stack,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      source,
      agentId: input.agent_id ?? null,
      viaAgent: input.agent_id !== undefined,
      createdAt: now,
    });
    if (source === 'open_house') {
      store.run(
        "INSERT OR IGNORE INTO end_user_tags (end_user_id, tag_id, created_at) SELECT ?, id, ? FROM tags WHERE stack_id = ? AND system_tag = 1 AND tag = 'kiosk'",
        [id, now, stack],
      );
    }
    const s = input.search;
    if (s && ring) {
      // The search's centre: the mean of its points (what the dashboard's map centres on).
      const mean = (i: 0 | 1) => Number((ring.reduce((sum, p) => sum + p[i], 0) / ring.length).toFixed(6));
      const [lng, lat] = [mean(0), mean(1)];
      store.run(
        'INSERT INTO saved_searches (user_id, name, criteria, created_at, lat, lng, polygon, notify_email, notify_push) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1)',
        [id, s.name ?? 'My search', priceBandFilters(s.price_min ?? null, s.price_max ?? null), now, lat, lng, JSON.stringify([ring])],
      );
    }
    return id;
  });
  return { user_id: userId, delivery: await rt.webhooks.deliver(stack, userId, 'created') };
}
