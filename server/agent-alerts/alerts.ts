import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Behaviour } from '@/lib/agent-alerts/model';
import { BODY_MAX, dayKey, TITLE_MAX, type EffectivePrefs } from '@/lib/agent-alerts/rules';
import type { AlertText } from '@/lib/agent-alerts/texts';
import { prefsActing } from '@/server/agent-alerts/prefs';
import { metrics } from '@/server/metrics';
import { rosterOf, type Brokerage, type RoutingAgent } from '@/server/routing/upstream';
import { store } from '@/server/store';

/**
 * Alert candidates become alerts here: only for an active agent who has the behaviour on (or locked
 * on), one per user, behaviour and the agent's day, whoever notices it first (the webhook, the minute
 * read, a replay). The engine's loop sends what is due within its second.
 */

export type AgentContext = { agent: RoutingAgent; prefs: EffectivePrefs };

/** The agent as routing knows them, with the alert choices that act for them; null for an unknown or inactive agent. */
export async function agentContext(b: Brokerage, agentId: number): Promise<AgentContext | null> {
  const roster = await rosterOf(b);
  const agent = roster.agents.get(agentId);
  if (!agent || !agent.active) return null;
  return { agent, prefs: await prefsActing(b.stackId, agent, roster.officeParents, roster.timeZone) };
}

export type AlertCandidate = {
  userId: number;
  behaviour: Behaviour;
  text: AlertText;
  /** A path of the dashboard ('/users/12'). */
  link: string;
  claimable?: boolean;
  /** The user's phone: the push notification offers Call. */
  phone?: string | null;
  /** When the behaviour happened: the day it counts in (default now). */
  at?: number;
};

/** Makes the alert unless the agent has the behaviour off or already has it for this user today. Answers whether one was made. */
export async function noteAlert(b: Brokerage, ctx: AgentContext, c: AlertCandidate): Promise<boolean> {
  const choice = ctx.prefs.behaviours[c.behaviour];
  if (!choice.on || choice.channels.length === 0) return false;
  const now = Date.now();
  const { db, ready } = store();
  await ready();
  const res = await db
    .insertInto('agent_alerts')
    .values({
      id: randomUUID(),
      stack_id: b.stackId,
      agent_id: ctx.agent.id,
      user_id: c.userId,
      behaviour: c.behaviour,
      day_key: dayKey(c.at ?? now, ctx.prefs.timeZone),
      title: c.text.title.slice(0, TITLE_MAX),
      body: c.text.body.slice(0, BODY_MAX),
      link: c.link,
      claimable: c.claimable ? 1 : 0,
      phone: c.phone ?? null,
      status: 'pending',
      channels: JSON.stringify(choice.channels),
      push_state: choice.channels.includes('push') ? 'due' : null,
      email_state: choice.channels.includes('email') ? 'due' : null,
      held: 0,
      digest_id: null,
      created_at: now,
      due_at: now,
      sent_at: null,
      lease_until: 0,
      lease_owner: null,
      attempts: 0,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['stack_id', 'agent_id', 'user_id', 'behaviour', 'day_key']).doNothing())
    .executeTakeFirst();
  const made = Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  if (made) metrics()?.agentAlerts.inc({ status: 'made', channel: 'none' });
  return made;
}

/** Routing handed a lead out: each agent it went to is told, with Claim on the alert. Never fails the hand-out. */
export async function noteRouted(
  b: Brokerage,
  agentIds: readonly number[],
  lead: { userId: number; phone: string | null; text: AlertText },
): Promise<void> {
  // One agent has the user and can open their page; a group's members claim from Today first.
  const link = agentIds.length === 1 ? `/users/${lead.userId}` : '/';
  for (const id of agentIds) {
    const ctx = await agentContext(b, id);
    if (ctx)
      await noteAlert(b, ctx, { userId: lead.userId, behaviour: 'routed', text: lead.text, link, claimable: true, phone: lead.phone });
  }
}
