import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { MostViewedList } from '@/components/home/most-viewed-list';
import { EmptyState } from '@/components/ui/states';
import type { Loaded, MostViewedListing } from '@/lib/home/rules';

/** The most viewed listings of the past 7 days (read started by the page); a row opens the listing detail modal. */
export function MostViewedCard({ listings }: { listings: Promise<Loaded<MostViewedListing[]>> }) {
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
  return <MostViewedList listings={result.data} />;
}
