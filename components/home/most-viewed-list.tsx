'use client';

import { ListSkeleton } from '@/components/home/home-card';
import { ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { useClientReady } from '@/components/hooks/use-client-ready';
import type { MostViewedListing } from '@/lib/home/rules';

/**
 * The most viewed listings' rows, rendered from the data (the payload carries each listing once, not its
 * markup). `deferred`: drawn in the browser right after hydration, where the card sits at the foot of
 * the page (user detail), so the server writes none of them.
 */
export function MostViewedList({ listings, deferred = false }: { listings: MostViewedListing[]; deferred?: boolean }) {
  const ready = useClientReady();
  if (deferred && !ready) return <ListSkeleton rows={Math.min(listings.length, 5)} label="Loading most viewed listings" />;
  return (
    <ol className="divide-y divide-border" aria-label="Most viewed listings" data-testid="most-viewed">
      {listings.map((listing) => (
        <li key={listing.listingKey}>
          <ListingTrigger
            listingKey={listing.listingKey}
            hint={listing.street}
            className="flex w-full items-center gap-3 px-5 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
          >
            <ListingPhoto src={listing.photo} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-foreground">{listing.street}</span>
              <span className="block truncate text-sm text-muted-foreground">{place(listing)}</span>
            </span>
            <span className="shrink-0 text-right text-sm">
              <span className="block font-semibold tabular-nums text-foreground">{listing.views}</span>{' '}
              <span className="block text-xs text-muted-foreground">{listing.views === 1 ? 'view' : 'views'}</span>
            </span>
          </ListingTrigger>
        </li>
      ))}
    </ol>
  );
}

function place(l: MostViewedListing): string {
  return [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
