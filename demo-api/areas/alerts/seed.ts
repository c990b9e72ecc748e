import type { Store } from '../../db/store';

/**
 * Sent and scheduled push notifications for both demo apps, from different senders (the app's admin,
 * the demo agent, another agent), to single users and to tags, of every type. Seeded sent alerts keep
 * their recipients but write nothing to the outbox: the outbox shows only what is sent after a reset.
 */

const HOUR = 3600;
const DAY = 86_400;

type Seeded = {
  title: string;
  subtitle: string;
  type: 'url' | 'listing' | 'text';
  value?: string;
  /** Sent this many hours ago (negative: scheduled that many hours ahead). */
  hoursAgo: number;
  /** To a tag of this name (else to one of the sender's users). */
  tag?: string;
};

const FROM_ADMIN: Seeded[] = [
  {
    title: 'Spring open house weekend',
    subtitle: 'Over 40 homes open this Saturday and Sunday',
    type: 'url',
    value: 'https://acme.test/open-houses',
    hoursAgo: 5 * 24,
    tag: 'Buyer',
  },
  {
    title: 'Mortgage rates just dropped',
    subtitle: 'Talk to our Mortgage Pro about refinancing today',
    type: 'text',
    value: 'Rates fell a quarter point this week. Reply in the app chat to book a call.',
    hoursAgo: 30,
  },
  {
    title: 'Holiday office hours update',
    subtitle: 'Our offices close early on Friday afternoon',
    type: 'text',
    value: 'All offices close at 2 pm on Friday. Agents stay reachable in the app.',
    hoursAgo: -(3 * 24 + 2),
    tag: 'Buyer',
  },
];

const FROM_AGENT: Seeded[] = [
  { title: 'A new listing you might love', subtitle: 'Three bedrooms near the park, just listed', type: 'listing', hoursAgo: 2 * 24 },
  { title: 'Price reduced on your favorite', subtitle: 'The home you saved is now priced lower', type: 'listing', hoursAgo: 9 * 24 },
  {
    title: 'Market report for your area',
    subtitle: 'Prices and days on market for this month',
    type: 'url',
    value: 'https://acme.test/market-report',
    hoursAgo: -(24 + 5),
    tag: 'Hot lead',
  },
  {
    title: 'Checking in about your search',
    subtitle: 'Let me know if your plans have changed',
    type: 'text',
    value: 'Happy to set up viewings this week whenever suits you.',
    hoursAgo: -(6 * 24),
  },
];

const FROM_OTHER: Seeded[] = [
  { title: 'Open house this Sunday afternoon', subtitle: 'Come by between 1 and 4, snacks provided', type: 'listing', hoursAgo: 3 * 24 },
  {
    title: 'Your saved search has new homes',
    subtitle: 'Five new matches since your last visit',
    type: 'text',
    value: 'Open the app to see the newest matches.',
    hoursAgo: -(2 * 24),
  },
];

const idOf = (store: Store, sql: string, params: unknown[]) => store.get<{ id: number }>(sql, params)?.id ?? null;

export function seedAlerts(store: Store, now: number, listings: string[]): void {
  const insert = store.stmt(
    `INSERT INTO alerts (stack_id, sender_id, title, subtitle, meta_type, meta_value, meta_address, recipient_user_id, tag_ids, reach, recipient_label, created_at, send_at, sent_at)
     VALUES (@stack_id, @sender_id, @title, @subtitle, @meta_type, @meta_value, @meta_address, @recipient_user_id, @tag_ids, @reach, @recipient_label, @created_at, @send_at, @sent_at)`,
  );
  const addRecipient = store.stmt("INSERT OR IGNORE INTO alert_recipients (alert_id, kind, person_id, email) VALUES (?, 'end_user', ?, ?)");
  let listingTurn = 0;
  const nextListing = () => {
    const key = listings[listingTurn++ % Math.max(1, listings.length)];
    if (!key) return null;
    const row = store.get<{ full_address: string; city: string; state: string; zip: string }>(
      'SELECT full_address, city, state, zip FROM listings WHERE listing_key = ?',
      [key],
    );
    return row ? { key, address: `${row.full_address}, ${row.city}, ${row.state} ${row.zip}` } : null;
  };

  const seedFrom = (stackId: string, senderId: number | null, list: Seeded[], admin: boolean) => {
    if (senderId === null) return;
    const users = store.all<{ id: number; display_name: string; email: string }>(
      `SELECT id, display_name, email FROM end_users WHERE stack_id = ? AND active = 1 AND (? = 1 OR agent_id = ?) ORDER BY last_login DESC, id LIMIT 12`,
      [stackId, admin ? 1 : 0, senderId],
    );
    list.forEach((a, n) => {
      let value = a.value ?? '';
      let address: string | null = null;
      if (a.type === 'listing') {
        const l = nextListing();
        if (!l) return;
        value = l.key;
        address = l.address;
      }
      const tag = a.tag
        ? store.get<{ id: number; name: string }>(
            'SELECT id, coalesce(tag_long, tag) AS name FROM tags WHERE stack_id = ? AND coalesce(tag_long, tag) = ? AND (? = 1 OR system_tag = 1 OR super_tag = 1 OR user_id = ?)',
            [stackId, a.tag, admin ? 1 : 0, senderId],
          )
        : undefined;
      const user = tag ? undefined : users[n % Math.max(1, users.length)];
      if (!tag && !user) return;
      const scheduled = a.hoursAgo < 0;
      const at = now - a.hoursAgo * HOUR;
      const id = Number(
        insert.run({
          stack_id: stackId,
          sender_id: senderId,
          title: a.title,
          subtitle: a.subtitle,
          meta_type: a.type,
          meta_value: value,
          meta_address: address,
          recipient_user_id: user?.id ?? null,
          tag_ids: tag ? JSON.stringify([tag.id]) : null,
          reach: admin ? null : JSON.stringify([senderId]),
          recipient_label: tag ? tag.name : (user?.display_name ?? ''),
          created_at: scheduled ? now - DAY : at,
          send_at: scheduled ? at : null,
          sent_at: scheduled ? null : at,
        }).lastInsertRowid,
      );
      if (scheduled) return;
      const reached = tag
        ? store.all<{ id: number; email: string }>(
            `SELECT e.id, e.email FROM end_users e JOIN end_user_tags x ON x.end_user_id = e.id WHERE x.tag_id = ? AND e.active = 1 AND (? = 1 OR e.agent_id = ?)`,
            [tag.id, admin ? 1 : 0, senderId],
          )
        : [user as { id: number; email: string }];
      for (const r of reached) addRecipient.run(id, r.id, r.email);
    });
  };

  for (const stackId of ['acme', 'bay']) {
    const adminId = idOf(store, "SELECT id FROM users WHERE stack_id = ? AND kind = 'admin' ORDER BY id LIMIT 1", [stackId]);
    const demoAgent = idOf(store, "SELECT id FROM users WHERE stack_id = ? AND email = 'agent@acme.test'", [stackId]);
    const other = idOf(
      store,
      "SELECT u.id FROM users u WHERE u.stack_id = ? AND u.kind = 'agent' AND u.active = 1 AND u.email NOT LIKE '%@acme.test' AND EXISTS (SELECT 1 FROM end_users e WHERE e.agent_id = u.id) ORDER BY u.total_users DESC, u.id LIMIT 1",
      [stackId],
    );
    seedFrom(stackId, adminId, FROM_ADMIN, true);
    seedFrom(stackId, demoAgent, FROM_AGENT, false);
    seedFrom(stackId, other, FROM_OTHER, false);
  }
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('alerts', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
}

/** The Push notifications page's Pro Tips (help section 'alerts'). */
const HELP = [
  { title: 'Sending push notifications', type: 'video', content: '/media/video/push-notifications.mp4' },
  {
    title: 'Scheduling a notification',
    type: 'text',
    content:
      "Choose Schedule to send later: pick the date, hour and minutes in your brokerage's time zone. Scheduled notifications can be removed until they go out.",
  },
] as const;
