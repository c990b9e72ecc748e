import { createRng } from '../../prng';
import type { SeedCtx } from '../../seed/context';
import { insertVideo, VIDEO_SECONDS } from './videos';

type Plan = { manual: 0 | 1; status: 'active' | 'pending' | 'closed' | 'coming soon'; active?: 0 | 1; remarks?: string };

/** The demo agent's featured listings: automatic and manual, every status, one hidden, one with remarks. */
const AGENT_PLAN: Plan[] = [
  { manual: 0, status: 'active', remarks: 'Open house Saturday 1–4 pm. Ask about the rate buy-down.' },
  { manual: 0, status: 'pending' },
  { manual: 0, status: 'closed' },
  { manual: 0, status: 'coming soon' },
  { manual: 1, status: 'active' },
  { manual: 1, status: 'active', active: 0 },
];

/** The screen's Pro Tips (help section 'featured'): a video and a text. */
const HELP = [
  { title: 'Featuring your listings', type: 'video', content: '/media/video/featured-listings.mp4' },
  {
    title: 'Manual and automatic listings',
    type: 'text',
    content:
      'Your active MLS listings are featured automatically (Auto): hide one to keep it out of the app for a while. Listings you add by address are Manual and can be removed.',
  },
] as const;

export function seedFeatured({ store, now, get }: SeedCtx): void {
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('featured', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
  // Its own sequence: drawing from the seed's shared one would shift every later step's data.
  const rng = createRng(0xfea7);
  const listings = get('listings');
  const accounts = get('accounts');
  const agent = accounts.get('acme|agent@acme.test');
  const insert = store.stmt(
    `INSERT INTO featured_listings (stack_id, listing_key, agent_id, manual, active, status, views, additional_remarks, added_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let next = 0;
  const take = () => listings[next++ % listings.length]!;
  const agentKeys: string[] = [];
  AGENT_PLAN.forEach((p, i) => {
    const key = take();
    agentKeys.push(key);
    insert.run('acme', key, agent ?? null, p.manual, p.active ?? 1, p.status, rng.int(20, 900), p.remarks ?? null, now - (i + 1) * 86_400);
  });
  // Videos in every state on the demo agent's listings: ready and shown (the pending one), errored (the sold one), and
  // one that stays in processing (the coming-soon one: its order takes years of the demo clock); one free order left.
  const video = (key: string, v: { orderedAgo: number; duration: number; fail?: 0 | 1; show?: 0 | 1 }) =>
    insertVideo(store, {
      stack_id: 'acme',
      listing_key: key,
      agent_id: agent ?? null,
      photos: null,
      ordered_at: now - v.orderedAgo,
      duration: v.duration,
      fail: v.fail ?? 0,
      show: v.show ?? 0,
      created_at: now - v.orderedAgo,
    });
  video(agentKeys[1]!, { orderedAgo: 5 * 86_400, duration: VIDEO_SECONDS, show: 1 });
  video(agentKeys[2]!, { orderedAgo: 3 * 86_400, duration: VIDEO_SECONDS, fail: 1 });
  video(agentKeys[3]!, { orderedAgo: 4 * 365 * 86_400, duration: 10 * 365 * 86_400 });
  if (agent !== undefined) store.run('INSERT INTO video_credits (agent_id, credits) VALUES (?, 1)', [agent]);
  // Some of acme's other agents (the admin sees them all, with their agent); agentmanager@acme.test has none.
  const others = get('agents').acme.slice(0, 8);
  others.forEach((id, i) => {
    for (let n = 0; n < 2; n++) {
      insert.run(
        'acme',
        take(),
        id,
        n === 1 && i % 2 === 0 ? 1 : 0,
        1,
        rng.pick(['active', 'active', 'pending'] as const),
        rng.int(0, 400),
        null,
        now - (10 + i) * 86_400,
      );
    }
  });
  // One listing the brokerage features itself (no agent).
  insert.run('acme', take(), null, 1, 1, 'active', rng.int(50, 500), null, now - 30 * 86_400);
}
