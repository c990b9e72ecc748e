import 'server-only';
import { alertMail, mailConfigured, sendMail, type AlertMailInput } from '@/server/agent-alerts/mail';
import { sendPush, type PushOutcome, type PushPayload } from '@/server/agent-alerts/push';
import { markSubscriptionOk, removeSubscription, subscriptionsOf } from '@/server/agent-alerts/subscriptions';

/**
 * The alert engine's one door to the channels: Web Push to the agent's phones (push.ts, with the
 * devices of subscriptions.ts) and e-mail over SMTP (mail.ts). Each answers sent, none (nowhere to
 * send: no phone subscribed, no mail set up) or failed, which the engine tries again from the store.
 */

/** An alert as the channels carry it; `url` is the user's page, absolute when the dashboard's address is known. */
export type AlertMessage = {
  id: string;
  behaviour: string;
  title: string;
  body: string;
  url: string;
  claimable: boolean;
  userId: number;
  phone: string | null;
};
/** The brokerage's app as the mail shows it, and the dashboard's address for its links (null: unknown). */
export type Brand = { name: string; icon: string | null; themeColor: string | null; baseUrl: string | null };
export type ChannelOutcome = { state: 'sent' | 'none' | 'failed'; error: string | null };

const failed = (err: unknown): ChannelOutcome => ({ state: 'failed', error: err instanceof Error ? err.message : String(err) });

/**
 * Pushes to every phone the agent subscribed: sent once any phone took it (the others are not tried
 * again, so a working phone never gets it twice); a phone that is gone is forgotten.
 */
export async function pushToAgent(stackId: string, agentId: number, alert: AlertMessage): Promise<ChannelOutcome> {
  try {
    const subs = await subscriptionsOf(stackId, agentId);
    if (subs.length === 0) return { state: 'none', error: null };
    const payload: PushPayload = {
      title: alert.title,
      body: alert.body,
      url: alert.url,
      tag: `${alert.behaviour}-${alert.userId}`,
      claimable: alert.claimable,
      userId: alert.userId,
      phone: alert.phone,
    };
    const results = await Promise.all(
      subs.map(async (sub) => ({ sub, result: await sendPush(sub, payload).catch((): PushOutcome => 'failed') })),
    );
    await Promise.all(
      results.map((r) =>
        r.result === 'gone' ? removeSubscription(r.sub.endpoint) : r.result === 'sent' ? markSubscriptionOk(r.sub.endpoint) : undefined,
      ),
    );
    if (results.some((r) => r.result === 'sent')) return { state: 'sent', error: null };
    if (results.some((r) => r.result === 'failed')) return { state: 'failed', error: 'push failed' };
    return { state: 'none', error: null };
  } catch (err) {
    return failed(err);
  }
}

export async function mailAlert(to: string, alert: AlertMessage, brand: Brand): Promise<ChannelOutcome> {
  return mailTo(to, { title: alert.title, body: alert.body, link: alert.url }, brand);
}

/** The digest: its alerts listed, each with its link, and a button to the agent's alert choices. */
export async function mailDigest(
  to: string,
  digest: AlertMessage,
  items: readonly { title: string; body: string; link: string }[],
  brand: Brand,
): Promise<ChannelOutcome> {
  return mailTo(to, { title: digest.title, body: digest.body, link: digest.url, linkLabel: 'Open your alert choices', items }, brand);
}

async function mailTo(to: string, input: AlertMailInput, brand: Brand): Promise<ChannelOutcome> {
  const mail = {
    to,
    fromName: brand.name,
    ...alertMail(input, { name: brand.name, color: brand.themeColor, baseUrl: brand.baseUrl ?? '' }),
  };
  if (!mailConfigured()) return { state: 'none', error: null };
  try {
    await sendMail(mail);
    return { state: 'sent', error: null };
  } catch (err) {
    return failed(err);
  }
}
