import type { Store } from '../../db/store';

/** The marketing screen's Pro Tips (help section 'marketing'). */
const HELP = [
  {
    title: 'Printing your QR code',
    type: 'text',
    content:
      'Download the PNG and put it on yard signs, flyers and open house sheets: it prints sharp up to 4 inches wide. Anyone who scans it lands on your app’s download page, and joins as your user.',
  },
  {
    title: 'Your app on your website',
    type: 'text',
    content:
      'Copy the embed code into any page of your website to show your app’s home search there. Visitors who sign up become users of your app.',
  },
] as const;

export function seedMarketing(store: Store): void {
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('marketing', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
}
