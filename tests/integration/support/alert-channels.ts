import type { AlertMessage, ChannelOutcome, Mail } from '@/server/agent-alerts/channels';

/**
 * The channels as the alert tests see them (server/agent-alerts/channels.ts is faked with this): every
 * push and mail recorded, and the next answers of each channel chosen by the test ('failed' to make
 * one fail). Nothing leaves the machine.
 */
export type Sent = { channel: 'push' | 'email'; to: string; title: string; body: string; claimable: boolean };

export const channelLog = {
  sent: [] as Sent[],
  /** Answers the next calls of a channel take, first first; empty: 'sent'. */
  next: { push: [] as ChannelOutcome['state'][], email: [] as ChannelOutcome['state'][] },
  clear() {
    this.sent.length = 0;
    this.next.push.length = 0;
    this.next.email.length = 0;
  },
};

const answer = (channel: 'push' | 'email'): ChannelOutcome => {
  const state = channelLog.next[channel].shift() ?? 'sent';
  return { state, error: state === 'failed' ? `${channel} refused (test)` : null };
};

export const fakeChannels = {
  pushToAgent: async (stackId: string, agentId: number, alert: AlertMessage): Promise<ChannelOutcome> => {
    const out = answer('push');
    if (out.state === 'sent') channelLog.sent.push({ channel: 'push', to: `${stackId}/${agentId}`, title: alert.title, body: alert.body, claimable: alert.claimable });
    return out;
  },
  mailAlert: async (to: string, alert: AlertMessage): Promise<ChannelOutcome> => {
    const out = answer('email');
    if (out.state === 'sent') channelLog.sent.push({ channel: 'email', to, title: alert.title, body: alert.body, claimable: alert.claimable });
    return out;
  },
  mailTo: async (mail: Mail): Promise<ChannelOutcome> => {
    const out = answer('email');
    if (out.state === 'sent') channelLog.sent.push({ channel: 'email', to: mail.to, title: mail.subject, body: mail.text, claimable: false });
    return out;
  },
};
