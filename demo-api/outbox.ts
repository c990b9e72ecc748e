import type { Store } from './db/store';
import type { OutboxRow } from './db/rows';
import { nowSeconds } from './runtime';

/** Record a message a real upstream would send (e-mail, push or text); the demo never sends anything. */
export function send(
  store: Store,
  message: { stackId: string | null; kind?: OutboxRow['kind']; to: string; subject: string; body: string },
): void {
  store.run('INSERT INTO outbox (stack_id, kind, to_addr, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    message.stackId,
    message.kind ?? 'email',
    message.to,
    message.subject,
    message.body,
    nowSeconds(),
  ]);
}

export function creationEmail(
  store: Store,
  o: { stackId: string; appName: string; to: string; name: string; setPasswordUrl: string },
): void {
  send(store, {
    stackId: o.stackId,
    to: o.to,
    subject: `Your ${o.appName} agent account`,
    body: `Hello ${o.name},\n\nAn agent account was created for you on the ${o.appName} dashboard.\nChoose your password here: ${o.setPasswordUrl}\n`,
  });
}

/** A mail the demo's SMTP listener received (demo-api/smtp.ts): one row per recipient, so `?to=` finds each. */
export function receiveMail(
  store: Store,
  mail: { from: string; to: readonly string[]; subject: string; text: string; html: string | null; headers: readonly string[] },
): void {
  for (const to of mail.to) {
    store.run(
      'INSERT INTO outbox (stack_id, kind, from_addr, to_addr, subject, body, html, headers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [null, 'mail', mail.from, to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), nowSeconds()],
    );
  }
}
