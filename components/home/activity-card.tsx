import { ActivityList } from '@/components/home/activity-list';
import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { EmptyState } from '@/components/ui/states';
import type { ActivityEvent, Loaded } from '@/lib/home/rules';

/**
 * The recent activity timeline: who viewed, opened, shared, favorited or noted which listing, and
 * when. The page starts the read; the card awaits it inside its own boundaries.
 */
export function ActivityCard({ activity }: { activity: Promise<Loaded<ActivityEvent[]>> }) {
  return (
    <HomeCard title="Recent activity" fallback={<ListSkeleton rows={6} label="Loading recent activity" />}>
      <ActivityTimeline activity={activity} />
    </HomeCard>
  );
}

async function ActivityTimeline({ activity }: { activity: Promise<Loaded<ActivityEvent[]>> }) {
  const result = await activity;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <EmptyState title="No recent activity" />;
  return <ActivityList events={result.data} now={result.readAt} />;
}
