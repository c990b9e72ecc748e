import { CardFailure, HomeCard } from '@/components/home/home-card';
import { TodayList, todayRowHtml, TodaySkeleton } from '@/components/home/today-row';
import { NewLeadsList } from '@/components/routing/new-leads-list';
import { AppLink } from '@/components/ui/app-link';
import { timeAgo } from '@/lib/format';
import type { Loaded } from '@/lib/home/rules';
import { LEADS_MSG, type NewLeadRow, type UnclaimedLeadRow } from '@/lib/routing/leads-view';
import { ROUTING_MSG } from '@/lib/routing/status';

/**
 * The top of an agent's Today: the leads routed to them with the time left to claim each. Shown only
 * while there is one, so a day without new leads looks as it did.
 */
export async function NewLeadsCard({ read }: { read: Promise<Loaded<NewLeadRow[]>> }) {
  const result = await read;
  if (result.ok && result.data.length === 0) return null;
  return (
    <HomeCard
      level={2}
      title={LEADS_MSG.newLeads}
      subtitle={LEADS_MSG.newLeadsText}
      fallback={<TodaySkeleton label="Loading new leads" />}
      className="border-warning/40"
    >
      {result.ok ? <NewLeadsList leads={result.data} readAt={result.readAt * 1000} /> : <CardFailure />}
    </HomeCard>
  );
}

/** For admins and managers: what routing could not place, so someone gives it to an agent. */
export async function UnclaimedLeadsCard({ read }: { read: Promise<Loaded<UnclaimedLeadRow[]>> }) {
  const result = await read;
  if (result.ok && result.data.length === 0) return null;
  const rows = result.ok
    ? result.data.map((l) =>
        todayRowHtml({
          person: { id: l.userId, name: l.name, email: '', phone: null },
          why: `${l.why ? `${l.why} · ` : ''}${l.agentName ? `given to ${l.agentName}` : 'unassigned'} · ${timeAgo(l.at / 1000, result.readAt)}`,
        }),
      )
    : [];
  return (
    <HomeCard
      level={2}
      title={LEADS_MSG.unclaimed}
      subtitle={LEADS_MSG.unclaimedText}
      fallback={<TodaySkeleton label="Loading leads nobody claimed" />}
      action={
        <AppLink href="/routing" className="shrink-0 text-sm font-medium">
          Lead routing
        </AppLink>
      }
    >
      {result.ok ? <TodayList label={LEADS_MSG.unclaimed} rows={rows} /> : <CardFailure />}
    </HomeCard>
  );
}

/** For admins: routing is paused because the upstream refused the stored key. */
export function RoutingPausedNotice() {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger/40 bg-danger-soft p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-danger">{ROUTING_MSG.paused}</p>
      <AppLink href="/routing" className="shrink-0 font-medium">
        Open lead routing
      </AppLink>
    </div>
  );
}
