import { AppLink } from '@/components/ui/app-link';
import { Suspense, useId } from 'react';
import { ActivityList } from '@/components/home/activity-list';
import { CardBoundary } from '@/components/home/card-boundary';
import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { MostViewedList } from '@/components/home/most-viewed-list';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/states';
import type { ActivityEvent, Loaded, MostViewedListing } from '@/lib/home/rules';
import { ACTIVITY_FILTER_LABELS, ACTIVITY_FILTERS, type ActivityFilter } from '@/lib/user-detail/rules';

/** The user's recent activity with the filter all, view, fav, note, share (kept in ?activity=, so reload and back restore it). */
export function UserActivityCard({
  userId,
  filter,
  activity,
}: {
  userId: number;
  filter: ActivityFilter;
  activity: Promise<Loaded<ActivityEvent[]>>;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col rounded-lg border border-border bg-surface shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          Recent activity
        </h2>
        <nav aria-label="Activity filter">
          <ul className="flex flex-wrap gap-1">
            {ACTIVITY_FILTERS.map((f) => (
              <li key={f}>
                <AppLink
                  href={f === 'all' ? `/users/${userId}` : `/users/${userId}?activity=${f}`}
                  scroll={false}
                  aria-current={f === filter ? 'page' : undefined}
                  className={cn(
                    'rounded-full px-3 py-1 text-sm',
                    f === filter ? 'bg-brand text-brand-foreground' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                  )}
                >
                  {ACTIVITY_FILTER_LABELS[f]}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <CardBoundary>
        <Suspense key={filter} fallback={<ListSkeleton rows={6} label="Loading recent activity" />}>
          <Timeline activity={activity} />
        </Suspense>
      </CardBoundary>
    </section>
  );
}

async function Timeline({ activity }: { activity: Promise<Loaded<ActivityEvent[]>> }) {
  const result = await activity;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <EmptyState title="No recent activity" />;
  return <ActivityList events={result.data} now={result.readAt} serverRows={0} scroll={false} />;
}

/** The listings this user viewed most over the past week; a row opens the home's listing modal. */
export function UserMostViewedCard({ listings }: { listings: Promise<Loaded<MostViewedListing[]>> }) {
  return (
    <HomeCard title="Most viewed listings" subtitle="Past 7 days" fallback={<ListSkeleton label="Loading most viewed listings" />}>
      <MostViewedRows listings={listings} />
    </HomeCard>
  );
}

async function MostViewedRows({ listings }: { listings: Promise<Loaded<MostViewedListing[]>> }) {
  const result = await listings;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <EmptyState title="No listings viewed in the past 7 days" />;
  return <MostViewedList listings={result.data} deferred />;
}
