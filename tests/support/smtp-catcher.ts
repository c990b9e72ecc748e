import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback for tests: keeps each mail, raw and parsed, with its envelope and login. */
export type Caught = { raw: string; parsed: ParsedMail; envelope: { from: string; to: string[] }; user: string | null };

export type SmtpCatcher = { port: number; mails: Caught[]; refuseNext: boolean; close(): Promise<void> };

/** `port`: listen where a closed catcher listened, as a server back from being down. */
export async function startSmtpCatcher(opts: { user?: string; password?: string; port?: number } = {}): Promise<SmtpCatcher> {
  const self = { mails: [] as Caught[], refuseNext: false } as SmtpCatcher;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    // A closing catcher drops its clients at once, as a server that went down would.
    closeTimeout: 100,
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === opts.user && auth.password === opts.password) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (self.refuseNext) {
          self.refuseNext = false;
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          self.mails.push({
            raw,
            parsed,
            envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) },
            user: typeof session.user === 'string' ? session.user : null,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', () => r()));
  self.port = (server.server.address() as AddressInfo).port;
  self.close = () => new Promise<void>((r) => server.close(() => r()));
  return self;
}
