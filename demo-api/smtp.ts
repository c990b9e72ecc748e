import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Store } from './db/store';
import { receiveMail } from './outbox';

/**
 * The demo's mail catcher, as Mailpit or MailHog are on a developer's laptop: an SMTP listener that
 * takes every mail (any sender, any recipient, any login), delivers none, and keeps each in the outbox
 * as kind 'mail' (GET /__demo/outbox?kind=mail&to=). In demo mode the dashboard sends agent alerts here.
 */

export type DemoSmtp = { port: number; close(): Promise<void> };

/** A message larger than this is refused (an alert is a few kilobytes). */
const MAX_BYTES = 2 * 1024 * 1024;

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

export async function startDemoSmtp(store: Store, options: { port: number; host: string }): Promise<DemoSmtp> {
  const server = new SMTPServer({
    // Plain SMTP on the demo's own address: no certificate to present, and any login is taken.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'demo' }),
    size: MAX_BYTES,
    logger: false,
    banner: 'demo upstream mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          // The envelope says who it is for (Bcc included); the headers only what the recipients see.
          const envelope = session.envelope.rcptTo.map((r) => r.address);
          const to = envelope.length ? envelope : addressesOf(parsed.to);
          const from = (session.envelope.mailFrom && session.envelope.mailFrom.address) || addressesOf(parsed.from)[0] || '';
          const headers = parsed.headerLines.map((h) => h.line);
          receiveMail(store, {
            from: parsed.from?.text || from,
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers,
          });
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((done, fail) => {
    server.server.once('error', fail);
    server.listen(options.port, options.host, () => {
      server.server.off('error', fail);
      done();
    });
  });
  // A client's broken connection must not end the demo.
  server.on('error', (err) => console.error('[demo-api] smtp:', err.message));
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((done) => server.close(() => done())) };
}
