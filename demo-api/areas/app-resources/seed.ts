import { createRng } from '../../prng';
import type { SeedCtx } from '../../seed/context';

type Link = { title: string; text?: string; url?: string };
type Plan = { title: string; links?: Link[]; subs?: { title: string; links: Link[] }[] };

/** Acme's brokerage-wide sections for everyone: sub-sections, links, and a text-only entry. */
const GLOBAL: Plan[] = [
  {
    title: 'Buying a home',
    subs: [
      {
        title: 'Financing',
        links: [
          { title: 'Mortgage calculator', text: 'Estimate your monthly payment.', url: 'https://www.consumerfinance.gov/owning-a-home/' },
          {
            title: 'Pre-approval checklist',
            text: 'What your lender will ask for.',
            url: 'https://acmerealty.test/resources/pre-approval',
          },
        ],
      },
      {
        title: 'Inspections',
        links: [
          {
            title: 'What an inspection covers',
            text: 'Roof, foundation, plumbing and more.',
            url: 'https://acmerealty.test/resources/inspections',
          },
        ],
      },
    ],
  },
  {
    title: 'Moving in',
    links: [
      {
        title: 'Set up your utilities',
        text: 'Power, water and internet in one place.',
        url: 'https://acmerealty.test/resources/utilities',
      },
      { title: 'Change your address', text: 'With the postal service.', url: 'https://moversguide.usps.com/' },
    ],
  },
  {
    title: 'Contact us',
    links: [
      { title: 'Office hours', text: 'Monday to Saturday, 9 am to 6 pm. Sunday by appointment.' },
      { title: 'Write to us', text: 'We answer within one business day.', url: 'https://acmerealty.test/contact' },
    ],
  },
];

/** Acme's brokerage-wide sections for agents only. */
const AGENT: Plan[] = [
  {
    title: 'Agent toolkit',
    links: [
      {
        title: 'Listing presentation',
        text: 'The brokerage template, updated quarterly.',
        url: 'https://acmerealty.test/agents/listing-presentation',
      },
      { title: 'Commission schedule', url: 'https://acmerealty.test/agents/commissions' },
    ],
  },
  {
    title: 'Training',
    subs: [
      { title: 'New agents', links: [{ title: 'Your first 90 days', url: 'https://acmerealty.test/agents/first-90-days' }] },
      { title: 'Using the app', links: [{ title: 'Sharing listings with your users', url: 'https://acmerealty.test/agents/sharing' }] },
    ],
  },
];

/** One office's own section (shown when the office is chosen on the screen). */
const SF_OFFICE: Plan[] = [
  {
    title: 'San Francisco events',
    links: [{ title: 'Open house calendar', text: 'This month in the city.', url: 'https://acmerealty.test/sf/open-houses' }],
  },
];

/** The screen's Pro Tips (help section 'app-resources'). */
const HELP = [
  {
    title: 'What goes in App Resources',
    content:
      'Links your users keep coming back to: financing, moving checklists, how to reach your office. Agent Sections hold what only your agents should see.',
  },
  {
    title: 'Reordering from the keyboard',
    content:
      'Focus a row’s handle, then use the arrow keys: up and down move it, right moves a section into the one above, left moves a sub-section out. Nothing reaches the app until you press Save & Apply to App.',
  },
] as const;

export function seedAppResources({ store, now, get }: SeedCtx): void {
  // Its own sequence: drawing from the seed's shared one would shift every later step's data.
  const rng = createRng(0xa11);
  const contentIds: { id: number; flag: 0 | 1 }[] = [];
  const insert = (plans: Plan[], flag: 0 | 1, office: number | null) => {
    const section = (title: string, parent: number | null, order: number) =>
      Number(
        store.run('INSERT INTO custom_sections (stack_id, office_id, flag, parent_id, title, sort_order) VALUES (?, ?, ?, ?, ?, ?)', [
          'acme',
          office,
          flag,
          parent,
          title,
          order,
        ]).lastInsertRowid,
      );
    const links = (sectionId: number, list: Link[]) =>
      list.forEach((l, i) => {
        const r = store.run('INSERT INTO custom_contents (section_id, sort_order, title, text, url) VALUES (?, ?, ?, ?, ?)', [
          sectionId,
          i,
          l.title,
          l.text ?? null,
          l.url ?? null,
        ]);
        if (l.url) contentIds.push({ id: Number(r.lastInsertRowid), flag });
      });
    plans.forEach((p, i) => {
      const id = section(p.title, null, i);
      links(id, p.links ?? []);
      (p.subs ?? []).forEach((s, j) => links(section(s.title, id, j), s.links));
    });
  };
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('app-resources', ?, 'text', ?, ?)", [
      h.title,
      h.content,
      i,
    ]),
  );
  insert(GLOBAL, 0, null);
  insert(AGENT, 1, null);
  insert(SF_OFFICE, 0, get('offices').get('San Francisco Office') ?? null);

  // Clicks: acme's end users open the links for everyone, its agents open both kinds; the first links most.
  const endUsers = store.all<{ id: number }>("SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 60").map((r) => r.id);
  const agents = get('agents').acme.slice(0, 20);
  const click = store.stmt('INSERT INTO custom_link_clicks (content_id, clicker_kind, clicker_id, created_at) VALUES (?, ?, ?, ?)');
  contentIds.forEach(({ id, flag }, i) => {
    const clicks = Math.max(0, rng.int(0, Math.max(0, 12 - i)));
    for (let n = 0; n < clicks; n++) {
      const byAgent = flag === 1 || rng.chance(0.2);
      const pool = byAgent ? agents : endUsers;
      if (pool.length === 0) continue;
      const who = rng.pick(pool);
      click.run(id, byAgent ? 'agent' : 'end_user', who, now - rng.int(0, 30 * 86400));
    }
  });
}
