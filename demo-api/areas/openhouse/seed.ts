import type { Store } from '../../db/store';

/** The open house screen's Pro Tips (help section 'openhouse'); the kiosk messages come with the demo accounts. */
const HELP = [
  { title: 'Running an open house with the kiosk', type: 'video', content: '/media/video/open-house-kiosk.mp4' },
  {
    title: 'Following up',
    type: 'text',
    content:
      'Visitors who sign in at the kiosk get the Open House tag; those you sign in yourself get Open House (agent). Open either list from this screen and send them a push or a saved search the same day.',
  },
] as const;

export function seedOpenHouse(store: Store): void {
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('openhouse', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
}
