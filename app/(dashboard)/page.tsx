import { can } from '@/lib/access';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ActivityCard } from '@/components/home/activity-card';
import { HomeHelp } from '@/components/home/home-help';
import { ListingModalProvider } from '@/components/home/listing-modal';
import { MostViewedCard } from '@/components/home/most-viewed-card';
import { PlanBar } from '@/components/home/plan-bar';
import { RecentUsersCard } from '@/components/home/recent-users-card';
import { StatCards } from '@/components/home/stat-cards';
import { getSignedIn } from '@/server/viewer';

/** The home's tab reads '{app name} Dashboard' like the header (the layout's title template skips its own segment). */
export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getSignedIn().catch(() => null);
  return { title: ctx ? { absolute: `${ctx.app.name} Dashboard` } : 'Home' };
}

/**
 * The dashboard home. Each widget loads its own data under its own Suspense boundary, so the
 * upstream calls run side by side and a failing widget leaves the others standing.
 */
export default async function HomePage() {
  const ctx = await getSignedIn();
  if (!ctx) redirect('/login');
  const { session, app, viewer } = ctx;
  const stats = can.homeStats(viewer);
  return (
    <ListingModalProvider>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">Dashboard</h1>
            <p className="text-sm text-muted-foreground">Welcome, {session.user.name}</p>
          </div>
          <Suspense fallback={null}>
            <HomeHelp session={session} />
          </Suspense>
        </div>
        {stats ? <StatCards session={session} /> : null}
        {can.planBar(viewer) ? <PlanBar agents={app.plan.agents} limit={app.plan.limit} /> : null}
        {stats ? (
          <>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <MostViewedCard session={session} />
              <RecentUsersCard session={session} />
            </div>
            <ActivityCard session={session} />
          </>
        ) : null}
      </div>
    </ListingModalProvider>
  );
}
