'use client';

import { useEffect, useRef, useState } from 'react';
import { ActivityIcon } from '@/components/home/activity-icon';
import { ListSkeleton } from '@/components/home/home-card';
import { ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { Badge } from '@/components/ui/badge';
import { useClientReady } from '@/components/hooks/use-client-ready';
import { timeAgo } from '@/lib/format';
import { ACTIVITY } from '@/lib/home/rules';
import type { ActivityEvent } from '@/lib/home/rules';

/**
 * Rows written into the page's HTML: the scroll box (36rem) shows about seven, so ten cover it with
 * room to spare. The rest (up to 50) are drawn in the browser from the same data, ten at a time as the
 * reader nears the end: drawing all fifty right after hydration put 557 more elements into the home's
 * first load, about 8 % of its main-thread time on a slow phone.
 */
export const SERVER_ROWS = 10;
/** Rows added each time the reader reaches the end of those drawn. */
export const MORE_ROWS = 10;
/**
 * How far ahead of the list's end the next rows are drawn, so a steady scroll does not meet the end:
 * about a row, which keeps the home's first ten rows (at least 72 px each, 720 px) beyond a 36rem box.
 */
const AHEAD = '0px 0px 96px 0px';

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
  const ready = useClientReady();
  const [count, setCount] = useState(Math.max(serverRows, MORE_ROWS));
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  /** The first row a press of 'Show more' added, to take the focus once drawn. */
  const focusRow = useRef<number | null>(null);
  const left = events.length - count;
  // The 'Show more' button doubles as the sentinel: when it nears the view (the card's own scroll box
  // on home, the window on user detail), the next rows are drawn without a click. Not while it has the
  // focus: a keyboard reader presses it, and the focus moves to the first new row.
  useEffect(() => {
    const button = more.current;
    if (!ready || !button || left <= 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && document.activeElement !== button) setCount((n) => n + MORE_ROWS);
      },
      { root: scroll ? box.current : null, rootMargin: AHEAD },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [ready, left, scroll]);
  useEffect(() => {
    if (focusRow.current === null) return;
    (list.current?.children[focusRow.current] as HTMLElement | undefined)?.focus();
    focusRow.current = null;
  }, [count]);
  const showMore = () => {
    focusRow.current = count;
    setCount((n) => n + MORE_ROWS);
  };

  if (!ready && serverRows === 0) return <ListSkeleton rows={6} label="Loading recent activity" />;
  const shown = events.slice(0, ready ? count : serverRows);
  const timeline = (
    <>
      <ol ref={list} className="divide-y divide-border" aria-label="Recent activity" data-testid="activity">
        {shown.map((event, i) => (
          <ActivityRow key={`${event.time}-${i}`} event={event} now={now} />
        ))}
      </ol>
      {left > 0 ? (
        <div className="border-t border-border px-5 py-3">
          <button ref={more} type="button" className="btn btn-ghost w-full" onClick={showMore}>
            {`Show more activity (${left} left)`}
          </button>
        </div>
      ) : null}
    </>
  );
  if (!scroll) return timeline;
  // A long timeline scrolls inside its card; the scroll box takes focus so the keyboard can scroll it too.
  return (
    <div
      ref={box}
      tabIndex={0}
      role="group"
      aria-label="Recent activity, scrollable"
      className="max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      {timeline}
    </div>
  );
}

function ActivityRow({ event, now }: { event: ActivityEvent; now: number }) {
  const { label, verb } = ACTIVITY[event.type];
  const address = event.address || 'a listing';
  return (
    // Focusable from script only: 'Show more' moves the focus to the first row it added.
    <li
      tabIndex={-1}
      className="flex gap-3 px-5 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      data-type={event.type}
    >
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
