'use client';

import { ActivityIcon } from '@/components/home/activity-icon';
import { ListSkeleton } from '@/components/home/home-card';
import { ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { Badge } from '@/components/ui/badge';
import { useClientReady } from '@/components/ui/use-client-ready';
import { timeAgo } from '@/lib/format';
import { ACTIVITY } from '@/lib/home/rules';
import type { ActivityEvent } from '@/lib/home/rules';

/**
 * Rows written into the page's HTML: the scroll box (36rem) shows about seven, so ten cover it with
 * room to spare; the other rows (up to 50) cost the server's render a millisecond or more per page
 * and are drawn in the browser from the same data, right after hydration.
 */
export const SERVER_ROWS = 10;

/**
 * The activity timeline's rows, rendered from the events rather than sent as a server-rendered tree:
 * the page's payload then carries each event once as data (a fifth of the bytes), which was most of the
 * home page's rendering CPU.
 * `now` (unix seconds) pins the time-ago labels, so hydration matches.
 */
export function ActivityList({
  events,
  now,
  serverRows = SERVER_ROWS,
  scroll = true,
}: {
  events: ActivityEvent[];
  now: number;
  /** Rows written into the HTML; 0 where the card sits below the page's fold (user detail). */
  serverRows?: number;
  /**
   * A scroll box of its own (home, where the card sits beside others); false where the timeline ends
   * the page (user detail): a second scroll box there traps the phone's scrolling and cuts a row in half.
   */
  scroll?: boolean;
}) {
  // The server writes the rows the card shows before it scrolls; the rest follow once the page is live.
  const ready = useClientReady();
  if (!ready && serverRows === 0) return <ListSkeleton rows={6} label="Loading recent activity" />;
  const shown = ready ? events : events.slice(0, serverRows);
  const list = (
    <ol className="divide-y divide-border" aria-label="Recent activity" data-testid="activity">
      {shown.map((event, i) => (
        <ActivityRow key={`${event.time}-${i}`} event={event} now={now} />
      ))}
    </ol>
  );
  if (!scroll) return list;
  // A long timeline scrolls inside its card; the scroll box takes focus so the keyboard can scroll it too.
  return (
    <div tabIndex={0} role="group" aria-label="Recent activity, scrollable" className="max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand">
      {list}
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
