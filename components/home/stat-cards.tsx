import { Suspense, useId, type ReactNode } from 'react';
import { CardBoundary } from '@/components/home/card-boundary';
import { CardFailure } from '@/components/home/home-card';
import { ViewsChart } from '@/components/home/views-chart';
import type { StatTotals } from '@/lib/home-types';
import { getTotals, loadCard } from '@/server/home';
import type { Session } from '@/server/session';

type Figure = 'totalUsers' | 'loginsThisMonth' | 'viewsSixMonths';

const number = new Intl.NumberFormat('en-US');

/**
 * The three statistic cards (spec 1 section 1). They read one totals call, but each has its own
 * Suspense and error boundary, so each shows its own loading and error state.
 */
export function StatCards({ session }: { session: Session }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard title="Total users">
        <StatFigure session={session} figure="totalUsers" />
      </StatCard>
      <StatCard title="Logins this month">
        <StatFigure session={session} figure="loginsThisMonth" />
      </StatCard>
      <StatCard title="Listings viewed" subtitle="Past 6 months">
        <StatFigure session={session} figure="viewsSixMonths" chart />
      </StatCard>
    </div>
  );
}

function StatCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-surface p-5 shadow-sm" data-testid="stat-card">
      <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
        {title}
        {subtitle ? <span className="font-normal"> · {subtitle}</span> : null}
      </h2>
      <CardBoundary>
        <Suspense fallback={<FigureSkeleton />}>{children}</Suspense>
      </CardBoundary>
    </section>
  );
}

async function StatFigure({ session, figure, chart = false }: { session: Session; figure: Figure; chart?: boolean }) {
  const result = await loadCard(() => getTotals(session));
  if (!result.ok) return <CardFailure />;
  const totals: StatTotals = result.data;
  return (
    <>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="stat-value">
        {number.format(totals[figure])}
      </p>
      {chart ? <ViewsChart months={totals.viewsByMonth} caption="Listings viewed per month, past 6 months" /> : null}
    </>
  );
}

function FigureSkeleton() {
  return (
    <div role="status" className="mt-2">
      <span className="sr-only">Loading</span>
      <div aria-hidden="true" className="h-8 w-24 rounded bg-surface-sunken motion-safe:animate-pulse" />
    </div>
  );
}
