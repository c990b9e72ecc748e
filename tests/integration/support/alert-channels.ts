import type { Session } from '@/server/session';
import { saveSubscription } from '@/server/agent-alerts/subscriptions';
import { fakeBrowser, open, startPushService, type FakeBrowser, type PushService } from '@/tests/support/push-service';
import { startSmtpCatcher, type SmtpCatcher } from '@/tests/support/smtp-catcher';

/**
 * The alert channels as the engine tests meet them: a real SMTP server and a push service on loopback,
 * one phone subscribed for the agent. What arrived is read back as the agent would see it: the mail
 * parsed, the push decrypted with the phone's own keys.
 */
export type Sent = {
  channel: 'push' | 'email';
  to: string;
  title: string;
  body: string;
  url: string | null;
  claimable: boolean;
  phone: string | null;
};

export type AlertChannels = {
  smtpUrl: string;
  sent(): Sent[];
  clear(): void;
  subscribe(session: Session): Promise<void>;
  /** The push service answers this status from now on (500: it is failing). */
  pushAnswers(status: number): void;
  /** The SMTP server stops listening, and later comes back on the same port. */
  smtpDown(): Promise<void>;
  smtpUp(): Promise<void>;
  close(): Promise<void>;
};

type PushBody = { title: string; body: string; url: string; claimable: boolean; phone: string | null };

export async function startAlertChannels(): Promise<AlertChannels> {
  let smtp: SmtpCatcher | null = await startSmtpCatcher();
  const port = smtp.port;
  const push: PushService = await startPushService(201);
  const phones = new Map<string, FakeBrowser>();
  let mailsSeen = 0;
  let pushesSeen = 0;
  const mails: SmtpCatcher['mails'][number][] = [];
  const collect = () => {
    if (!smtp) return;
    mails.push(...smtp.mails.slice(mailsSeen));
    mailsSeen = smtp.mails.length;
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    sent() {
      collect();
      const byMail = mails.map((m): Sent => {
        const text = m.parsed.text ?? '';
        return {
          channel: 'email',
          to: m.envelope.to[0] ?? '',
          title: m.parsed.subject ?? '',
          body: text,
          url: /Open the user's page: (\S+)/.exec(text)?.[1] ?? null,
          claimable: false,
          phone: null,
        };
      });
      const byPush = push.received.slice(pushesSeen).flatMap((r): Sent[] => {
        if (r.status >= 300) return [];
        const phone = phones.get(r.path);
        if (!phone) return [];
        const p = JSON.parse(open(phone, r.body)) as PushBody;
        return [{ channel: 'push', to: r.path, title: p.title, body: p.body, url: p.url, claimable: p.claimable, phone: p.phone }];
      });
      return [...byPush, ...byMail];
    },
    clear() {
      collect();
      mails.length = 0;
      pushesSeen = push.received.length;
    },
    async subscribe(session) {
      const browser = fakeBrowser();
      const path = `/push/${session.stackId}-${session.user.id}-${phones.size}`;
      phones.set(path, browser);
      await saveSubscription(session, { endpoint: `${push.origin}${path}`, keys: browser.keys });
    },
    pushAnswers(status) {
      push.status = status;
    },
    async smtpDown() {
      collect();
      await smtp?.close();
      smtp = null;
      mailsSeen = 0;
    },
    async smtpUp() {
      smtp = await startSmtpCatcher({ port });
    },
    async close() {
      await Promise.all([smtp?.close(), push.close()]);
    },
  };
}
