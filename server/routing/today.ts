import 'server-only';
import type { Viewer } from '@/lib/access/viewer';
import type { Loaded } from '@/lib/home/rules';
import type { NewLeadRow, UnclaimedLeadRow } from '@/lib/routing/leads-view';
import type { RoutingStatus } from '@/lib/routing/status';
import { officeWithDescendants } from '@/lib/office-tree';
import { callerOf } from '@/server/upstream/caller';
import { log } from '@/server/log';
import { routingStatus } from '@/server/routing/brokerage';
import { newLeadsOf, unclaimedLeadsOf } from '@/server/routing/leads';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents as agentCalls, userDetail } from '@/server/upstream/contract';

/** Routing's parts of the home: the agent's new leads, the managers' unclaimed leads, the admins' pause notice. */

async function loaded<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read(), readAt: Math.floor(Date.now() / 1000) };
  } catch (err) {
    log.warn({ where: 'routing', part: what, err: err instanceof Error ? err.message : String(err) }, 'a routing part of the home failed');
    return { ok: false, message: 'Unable to load data' };
  }
}

/** The agent's open leads, with the contact details of those that are already theirs upstream. */
export function newLeadsRead(session: Session): Promise<Loaded<NewLeadRow[]>> {
  return loaded('new leads', async () => {
    const leads = await newLeadsOf(session);
    const rows = await Promise.all(
      leads.map(async ({ signupAt, ...l }): Promise<NewLeadRow | null> => {
        if (l.group) return { ...l, email: null, phone: null };
        // The agent's own read: a lead that moved on, or a user gone upstream, is not shown.
        const user = await call(userDetail.getUser, { id: l.userId }, callerOf(session)).then(
          (a) => a.user,
          () => null,
        );
        if (!user || user.created_epoch * 1000 !== signupAt) return null;
        return { ...l, email: user.email, phone: user.phone };
      }),
    );
    return rows.filter((r) => r !== null);
  });
}

/** Admins: every unclaimed lead; managers: those of their office tree. */
export function unclaimedLeadsRead(session: Session, viewer: Viewer): Promise<Loaded<UnclaimedLeadRow[]>> {
  return loaded('unclaimed leads', async () => {
    if (viewer.role === 'admin') return unclaimedLeadsOf(session, null);
    const { offices } = await call(agentCalls.listOffices, {}, callerOf(session));
    const mine = session.user.officeId;
    return unclaimedLeadsOf(session, mine === null ? [] : [...officeWithDescendants(offices, mine)]);
  });
}

export function routingStatusRead(session: Session): Promise<RoutingStatus | null> {
  return routingStatus(session.stackId).catch(() => null);
}
