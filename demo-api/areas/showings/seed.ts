import type { SeedCtx } from '../../seed/context';
import { dayAt, utcText } from './time';

type Plan = {
  status: 'pending' | 'negotiating' | 'booked' | 'cancelled';
  /** Offers oldest first: who ('user' or 'agent'), the proposed days from now (each at 17:00 and 21:00 UTC), a message. */
  offers: { by: 'user' | 'agent'; days: number[]; message: string | null }[];
  /** Days from now of the booked time (booked, or cancelled after booking). */
  bookedDays?: number;
  notes?: string;
  cancelReason?: string;
};

/**
 * The demo agent's showings in every status with their offer histories, current and past (the e2e
 * tests act on the first ones), then a spread of others so the list pages; a few for other agents.
 */
const NAMED: Plan[] = [
  {
    status: 'pending',
    offers: [{ by: 'user', days: [2, 3], message: 'Could we see it this week?' }],
    notes: 'First-time buyer, pre-approved.',
  },
  { status: 'pending', offers: [{ by: 'user', days: [4], message: 'Only free on this day, sorry!' }] },
  {
    status: 'negotiating',
    offers: [
      { by: 'user', days: [1], message: 'Tomorrow morning?' },
      { by: 'agent', days: [2], message: 'Tomorrow is full: how about the day after?' },
      { by: 'user', days: [5, 6], message: 'That day does not work; here are two others.' },
    ],
  },
  {
    status: 'negotiating',
    offers: [
      { by: 'user', days: [3], message: null },
      { by: 'agent', days: [4], message: 'I can do the next day instead.' },
    ],
  },
  {
    status: 'booked',
    offers: [{ by: 'user', days: [6, 7], message: 'Looking forward to it.' }],
    bookedDays: 6,
    notes: 'Bring the HOA documents.',
  },
  { status: 'booked', offers: [{ by: 'user', days: [8], message: null }], bookedDays: 8 },
  { status: 'booked', offers: [{ by: 'user', days: [-1], message: null }], bookedDays: -1 },
  { status: 'cancelled', offers: [{ by: 'user', days: [9], message: 'Can we see it?' }], cancelReason: 'Cancelled by agent' },
  { status: 'booked', offers: [{ by: 'user', days: [-5], message: 'Saturday works.' }], bookedDays: -5, notes: 'Loved the kitchen.' },
  { status: 'booked', offers: [{ by: 'user', days: [-20], message: null }], bookedDays: -20 },
  { status: 'cancelled', offers: [{ by: 'user', days: [-10], message: null }], bookedDays: -10, cancelReason: 'Cancelled by agent' },
];

/** The showings screen's Pro Tips (help section 'showings'). */
const HELP = [
  { title: 'Answering showing requests', type: 'video', content: '/media/video/showings.mp4' },
  {
    title: 'Suggesting another time',
    type: 'text',
    content: 'When none of the proposed times suits you, suggest another: the user confirms it in the app, and the showing is booked.',
  },
] as const;

const STATUSES = ['pending', 'negotiating', 'booked', 'cancelled'] as const;

export function seedShowings(ctx: SeedCtx): void {
  const { store, rng, now } = ctx;
  const accounts = ctx.get('accounts');
  const listings = ctx.get('listings');
  const agentId = accounts.get('acme|agent@acme.test');
  if (agentId === undefined || listings.length === 0) return;
  const users = (agent: number) =>
    store.all<{ id: number }>('SELECT id FROM end_users WHERE agent_id = ? ORDER BY id LIMIT 60', [agent]).map((u) => u.id);
  const insertShowing = store.stmt(
    `INSERT INTO showings (stack_id, agent_id, user_id, listing_key, status, booked_datetime, notes, cancel_reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOffer = store.stmt(
    'INSERT INTO showing_offers (showing_id, user_id, proposed_dates, message, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  const add = (stack: string, agent: number, userId: number, listingKey: string, plan: Plan, createdAt: number) => {
    const booked = plan.bookedDays === undefined ? null : utcText(dayAt(now, plan.bookedDays, 17));
    const id = Number(
      insertShowing.run(stack, agent, userId, listingKey, plan.status, booked, plan.notes ?? null, plan.cancelReason ?? null, createdAt)
        .lastInsertRowid,
    );
    plan.offers.forEach((o, i) => {
      const dates = o.days.flatMap((d, j) =>
        j === 0 ? [utcText(dayAt(now, d, 17)), utcText(dayAt(now, d, 21))] : [utcText(dayAt(now, d, 17))],
      );
      insertOffer.run(id, o.by === 'user' ? userId : agent, JSON.stringify(dates), o.message, createdAt + i * 3600);
    });
  };

  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('showings', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
  store.tx(() => {
    const own = users(agentId);
    if (own.length === 0) return;
    // The named ones are the newest (the first rows of the list); the spread is older, asked over the
    // two weeks before them (Today's 'Waiting for you' says from about 2 to 14 days).
    const spread = 36;
    for (let i = 0; i < spread; i++) {
      const status = rng.pick(STATUSES);
      const day = rng.int(1, 30);
      const plan: Plan =
        status === 'booked'
          ? { status, offers: [{ by: 'user', days: [day], message: null }], bookedDays: day }
          : status === 'negotiating'
            ? {
                status,
                offers: [
                  { by: 'user', days: [day], message: null },
                  { by: 'agent', days: [day + 1], message: 'Would the next day suit you?' },
                ],
              }
            : status === 'cancelled'
              ? { status, offers: [{ by: 'user', days: [day], message: null }], cancelReason: 'Cancelled by agent' }
              : { status, offers: [{ by: 'user', days: [day], message: null }] };
      add(
        'acme',
        agentId,
        own[(i + NAMED.length) % own.length]!,
        listings[(i + NAMED.length) % listings.length]!,
        plan,
        now - 86_400 * 14 + i * 8 * 3600,
      );
    }
    NAMED.forEach((plan, i) =>
      add('acme', agentId, own[i % own.length]!, listings[i % listings.length]!, plan, now - 86_400 * 2 + i * 3600),
    );
    // Other agents' showings, so scoping is visible: one of each status.
    for (const other of ctx.get('agents').acme.slice(0, 3)) {
      const theirs = users(other);
      if (theirs.length === 0) continue;
      STATUSES.forEach((status, i) =>
        add(
          'acme',
          other,
          theirs[i % theirs.length]!,
          listings[(i + 20) % listings.length]!,
          { status, offers: [{ by: 'user', days: [i + 2], message: null }], bookedDays: status === 'booked' ? i + 2 : undefined },
          now - 86_400 * 3,
        ),
      );
    }
  });
}
