import 'server-only';

/**
 * The alert engine's one door to the channels (Web Push to the agent's phones, e-mail over SMTP), which
 * live in server/agent-alerts/push.ts and mail.ts. Everything the engine sends goes through the three
 * functions below, so a test fakes the channels here and nowhere else.
 *
 * Until those modules are in this branch, the stand-ins below answer as a dashboard with no phone
 * subscribed and no mail configured: every alert is kept and listed, nothing leaves. The merge replaces
 * the stand-ins with:
 *   import { removeSubscription, sendPush, subscriptionsOf } from '@/server/agent-alerts/push';
 *   import { alertMail, sendMail } from '@/server/agent-alerts/mail';
 */
type Subscription = { endpoint: string };
type PushResult = 'sent' | 'gone' | 'failed';
const subscriptionsOf = async (_stackId: string, _agentId: number): Promise<Subscription[]> => [];
const sendPush = async (_sub: Subscription, _payload: PushPayload): Promise<PushResult> => 'failed';
const removeSubscription = async (_endpoint: string): Promise<void> => undefined;
const mailConfigured = false;
const sendMail = async (_mail: Mail): Promise<void> => {
  throw new Error('mail is not configured');
};
const alertMail = (alert: AlertMessage, brand: Brand): Omit<Mail, 'to'> => ({
  subject: alert.title,
  text: `${alert.body}\n\n${alert.url}\n\n${brand.name}`,
  html: '',
});

/** An alert as the channels carry it; `url` is absolute (the dashboard's PUBLIC_URL). */
export type AlertMessage = { id: string; behaviour: string; title: string; body: string; url: string; claimable: boolean; userId: number };
/** The brokerage's app, as the mail shows it. */
export type Brand = { name: string; icon: string | null; themeColor: string | null };
export type PushPayload = { title: string; body: string; url: string; tag: string; claimable: boolean; userId: number };
export type Mail = { to: string; subject: string; text: string; html: string };

/** One channel's answer: sent, nowhere to send it (no phone subscribed, no mail set up), or failed (tried again). */
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
    const payload: PushPayload = { title: alert.title, body: alert.body, url: alert.url, tag: alert.id, claimable: alert.claimable, userId: alert.userId };
    const results = await Promise.all(subs.map(async (sub) => ({ sub, result: await sendPush(sub, payload).catch((): PushResult => 'failed') })));
    await Promise.all(results.filter((r) => r.result === 'gone').map((r) => removeSubscription(r.sub.endpoint)));
    if (results.some((r) => r.result === 'sent')) return { state: 'sent', error: null };
    if (results.some((r) => r.result === 'failed')) return { state: 'failed', error: 'push failed' };
    return { state: 'none', error: null };
  } catch (err) {
    return failed(err);
  }
}

export async function mailAlert(to: string, alert: AlertMessage, brand: Brand): Promise<ChannelOutcome> {
  return mailTo({ to, ...alertMail(alert, brand) });
}

export async function mailTo(mail: Mail): Promise<ChannelOutcome> {
  if (!mailConfigured) return { state: 'none', error: null };
  try {
    await sendMail(mail);
    return { state: 'sent', error: null };
  } catch (err) {
    return failed(err);
  }
}
