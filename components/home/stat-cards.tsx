import { Suspense, useId, type ReactNode } from 'react';
import { CardBoundary } from '@/components/home/card-boundary';
import { CardFailure } from '@/components/home/home-card';
import { ViewsChart, ViewsChartPlaceholder } from '@/components/home/views-chart';
import { formatNumber } from '@/lib/format';
import type { Loaded, StatTotals } from '@/lib/home/rules';

type Figure = 'totalUsers' | 'loginsThisMonth' | 'viewsSixMonths';

/**
 * The three statistic cards. They share one totals read (started by the page),
 * but each has its own Suspense and error boundary, so each shows its own loading and error state.
 */
export function StatCards({ totals }: { totals: Promise<Loaded<StatTotals>> }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard title="Total users">
        <StatFigure totals={totals} figure="totalUsers" />
      </StatCard>
      <StatCard title="Logins this month">
        <StatFigure totals={totals} figure="loginsThisMonth" />
      </StatCard>
      <StatCard title="Listings viewed" subtitle="Past 6 months" chart>
        <StatFigure totals={totals} figure="viewsSixMonths" chart />
      </StatCard>
    </div>
  );
}

function StatCard({
  title,
  subtitle,
  chart = false,
  children,
}: {
  title: string;
  subtitle?: string;
  chart?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-surface p-5 shadow-sm" data-testid="stat-card">
      <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
        {title}
        {subtitle ? <span className="font-normal"> · {subtitle}</span> : null}
      </h2>
      <CardBoundary>
        <Suspense fallback={<FigureSkeleton chart={chart} />}>{children}</Suspense>
      </CardBoundary>
    </section>
  );
}

async function StatFigure({ totals, figure, chart = false }: { totals: Promise<Loaded<StatTotals>>; figure: Figure; chart?: boolean }) {
  const result = await totals;
  if (!result.ok) return <CardFailure />;
  const figures: StatTotals = result.data;
  return (
    <>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="stat-value">
        {formatNumber(figures[figure])}
      </p>
      {chart ? <ViewsChart months={figures.viewsByMonth} caption="Listings viewed per month, past 6 months" /> : null}
    </>
  );
}

/** As tall as the figure it stands for (text-3xl with mt-1), and the chart's box where one follows. */
function FigureSkeleton({ chart }: { chart: boolean }) {
  return (
    <div role="status" className="mt-1">
      <span className="sr-only">Loading</span>
      <div aria-hidden="true" className="my-0.5 h-8 w-24 rounded bg-surface-sunken motion-safe:animate-pulse" />
      {chart ? <ViewsChartPlaceholder /> : null}
    </div>
  );
}
