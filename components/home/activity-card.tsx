import { ActivityIcon } from '@/components/home/activity-icon';
import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/states';
import { timeAgo } from '@/lib/format';
import { ACTIVITY } from '@/lib/home-format';
import type { ActivityEvent, Loaded } from '@/lib/home-types';

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
  const now = result.readAt;
  // A long timeline scrolls inside its card; the scroll box takes focus so the keyboard can scroll it too.
  return (
    <div tabIndex={0} role="group" aria-label="Recent activity, scrollable" className="max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand">
      <ol className="divide-y divide-border" aria-label="Recent activity" data-testid="activity">
        {result.data.map((event, i) => (
          <ActivityRow key={`${event.time}-${i}`} event={event} now={now} />
        ))}
      </ol>
    </div>
  );
}

function ActivityRow({ event, now }: { event: ActivityEvent; now: number }) {
  const { label, verb } = ACTIVITY[event.type];
  const address = event.address || 'a listing';
  return (
    <li className="flex gap-3 px-5 py-3" data-type={event.type}>
      <span className="relative shrink-0">
        <ListingPhoto src={event.photo} />
        <span className="absolute -right-2 -bottom-2 scale-75">
          <ActivityIcon type={event.type} />
        </span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-foreground">
          <span className="font-medium">{event.userName}</span> {verb}{' '}
          {event.listingKey ? (
            <ListingTrigger
              listingKey={event.listingKey}
              hint={event.address}
              className="font-medium text-brand-strong underline-offset-2 hover:underline"
            >
              {address}
            </ListingTrigger>
          ) : (
            <span className="font-medium">{address}</span>
          )}
        </p>
        {event.note ? (
          <blockquote className="mt-1 border-l-2 border-border pl-2 text-sm text-muted-foreground">{event.note}</blockquote>
        ) : null}
        <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
          <Badge tone="neutral">{label}</Badge>
          <time dateTime={new Date(event.time * 1000).toISOString()}>{timeAgo(event.time, now)}</time>
        </p>
      </div>
    </li>
  );
}
