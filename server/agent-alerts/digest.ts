import 'server-only';
import { ALERT_TEXT } from '@/lib/agent-alerts/texts';
import { mailDigest } from '@/server/agent-alerts/channels';
import { alertUrl, messageOf, record, settle, type Sender } from '@/server/agent-alerts/deliver';
import { store } from '@/server/store';
import type { AgentAlertsTable } from '@/server/store/schema';

/**
 * The daily digest: one mail at the agent's chosen time with every alert held in quiet hours or kept
 * back by the hour's pushes since the last digest. Throttled alerts are then digested (the digest was
 * their delivery); held ones, already sent when quiet hours ended, are only marked as listed.
 */

/** A digest lists at most this many; the rest wait for the next. */
const DIGEST_MAX = 100;

export async function sendDigest(s: Sender, r: AgentAlertsTable, owner: string): Promise<void> {
  const { db } = store();
  const waiting = await db
    .selectFrom('agent_alerts')
    .selectAll()
    .where('stack_id', '=', r.stack_id)
    .where('agent_id', '=', r.agent_id)
    .where('behaviour', '<>', 'digest')
    .where('digest_id', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 'throttled'), eb('held', '=', 1)]))
    .orderBy('created_at')
    .limit(DIGEST_MAX)
    .execute();
  if (waiting.length === 0) {
    await settle(r, owner, { status: 'sent', email_state: 'none', sent_at: Date.now(), due_at: null });
    return;
  }
  const text = ALERT_TEXT.digest(waiting.length);
  const base = s.brand.baseUrl;
  const items = waiting.map((a) => ({ title: a.title, body: a.body, link: alertUrl(a.link, base) }));
  const out = await mailDigest(s.agent.email, { ...messageOf(r, base), ...text, url: alertUrl('/preferences', base) }, items, s.brand);
  if (out.state === 'sent') {
    // Listed before the digest is marked sent: a crash in between lists them again, never loses them.
    await db
      .updateTable('agent_alerts')
      .set((eb) => ({ digest_id: r.id, status: eb.case().when('status', '=', 'throttled').then('digested').else(eb.ref('status')).end() }))
      .where(
        'id',
        'in',
        waiting.map((a) => a.id),
      )
      .execute();
  }
  await db
    .updateTable('agent_alerts')
    .set({ title: text.title, body: text.body })
    .where('id', '=', r.id)
    .where('lease_owner', '=', owner)
    .execute();
  await record(r, owner, { push: null, email: out });
}
