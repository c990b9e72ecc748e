import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ActivityCard } from '@/components/home/activity-card';
import { ListingModalProvider } from '@/components/home/listing-modal';
import { MostViewedCard } from '@/components/home/most-viewed-card';
import { PlanBar } from '@/components/home/plan-bar';
import { RecentUsersCard } from '@/components/home/recent-users-card';
import { StatCards } from '@/components/home/stat-cards';
import { TodaySection } from '@/components/home/today-section';
import { NewLeadsCard, RoutingPausedNotice, UnclaimedLeadsCard } from '@/components/routing/new-leads-card';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/access';
import { getHelp } from '@/server/help';
import { startHomeReads } from '@/server/home';
import { openPage } from '@/server/page';
import { newLeadsRead, routingStatusRead, unclaimedLeadsRead } from '@/server/routing/today';
import { startTodayReads } from '@/server/today';
import { getSignedIn } from '@/server/viewer';

/** The home's tab reads '{app name} Dashboard' like the header (the layout's title template skips its own segment). */
export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getSignedIn().catch(() => null);
  return { title: ctx ? { absolute: `${ctx.app.name} Dashboard` } : 'Home' };
}

/**
 * The dashboard home. The page starts every widget's read at once (the upstream calls run side by
 * side) and hands each widget its promise; each awaits it under its own Suspense and error
 * boundaries, so a slow or failing widget leaves the others standing.
 */
export default async function HomePage() {
  const { session, app, viewer } = await openPage('/');
  const help = getHelp(session, 'home');
  // Today's reads (who to contact now) start with the home's own, so their upstream calls run side by side.
  const today = startTodayReads(session, viewer);
  const reads = can.homeStats(viewer) ? startHomeReads(session) : null;
  // Lead routing's parts come first: a new lead waits minutes at most before it moves on.
  const newLeads = can.routing(viewer) && session.user.type === 'agent' ? newLeadsRead(session) : null;
  const unclaimed = can.routingRules(viewer) ? unclaimedLeadsRead(session, viewer) : null;
  const routing = can.routingAdmin(viewer) ? await routingStatusRead(session) : null;
  return (
    <ListingModalProvider>
      <div className="flex flex-col gap-6">
        <PageHeader title="Dashboard" description={`Welcome, ${session.user.name}`} help={help} />
        {routing?.paused ? <RoutingPausedNotice /> : null}
        {newLeads ? (
          <Suspense fallback={null}>
            <NewLeadsCard read={newLeads} />
          </Suspense>
        ) : null}
        {unclaimed ? (
          <Suspense fallback={null}>
            <UnclaimedLeadsCard read={unclaimed} />
          </Suspense>
        ) : null}
        <TodaySection reads={today} />
        {reads ? <StatCards totals={reads.totals} /> : null}
        {can.planBar(viewer) ? <PlanBar agents={app.plan.agents} limit={app.plan.limit} /> : null}
        {reads ? (
          <>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <MostViewedCard listings={reads.mostViewed} />
              <RecentUsersCard users={reads.recentUsers} />
            </div>
            <ActivityCard activity={reads.activity} />
          </>
        ) : null}
      </div>
    </ListingModalProvider>
  );
}
