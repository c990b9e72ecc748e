import { ListingModalProvider, ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { EngagedUsers } from '@/components/insights/engaged-users';
import { EmptyState } from '@/components/ui/states';
import { cn } from '@/components/ui/cn';
import { INSIGHTS_MSG, type ListingInsight } from '@/lib/insights/rules';

/** How many listings of a list a phone shows before 'Show all', so a list stays short on a small screen. */
const PHONE_SHOWN = 5;

function ListingList({
  title,
  listings,
  figure,
  query,
}: {
  title: string;
  listings: ListingInsight[];
  figure: 'views' | 'favorites';
  query: string;
}) {
  return (
    // On a phone the first few show; a native disclosure after the list shows the rest (CSS alone, as DataTable's cards).
    <div className="group/listings min-w-0">
      <h3 className="px-1 pb-2 text-base font-semibold">{title}</h3>
      {listings.length === 0 ? (
        <EmptyState title={INSIGHTS_MSG.noListings} />
      ) : (
        <ol className="divide-y divide-border">
          {listings.map((l, i) => (
            <li
              key={l.listingKey}
              className={cn('flex flex-col gap-1 py-2', i >= PHONE_SHOWN && 'max-md:group-has-[>details:not([open])]/listings:hidden')}
            >
              <ListingTrigger
                listingKey={l.listingKey}
                hint={l.address}
                className="flex w-full items-center gap-3 rounded-md p-1 hover:bg-surface-muted focus-visible:bg-surface-muted"
              >
                <ListingPhoto src={l.photo} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{l.address}</span>
                  <span className="block truncate text-sm text-muted-foreground">{l.city}</span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="block font-semibold tabular-nums">{l[figure]}</span>
                  <span className="block text-xs text-muted-foreground">
                    {figure === 'views' ? (l.views === 1 ? 'view' : 'views') : l.favorites === 1 ? 'favorite' : 'favorites'}
                  </span>
                </span>
              </ListingTrigger>
              <div className="pl-14">
                {/* Keyed by the period and filters too: after a soft navigation to another period the list
                    starts closed and reads that period's users, never showing the previous period's. */}
                <EngagedUsers key={query} listingKey={l.listingKey} users={l.users} query={query} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {listings.length > PHONE_SHOWN ? (
        <details className="group/all md:hidden">
          <summary className="inline-flex min-h-8 list-none items-center gap-1 rounded-md px-1 text-sm font-medium text-brand-strong underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open/all:hidden">Show all {listings.length}</span>
            <span className="hidden group-open/all:inline">Show the first {PHONE_SHOWN}</span>
            <span className="sr-only"> {title.toLowerCase()}</span>
          </summary>
        </details>
      ) : null}
    </div>
  );
}

/** Listings that draw attention: the period's most viewed and most favorited, each opening the listing detail modal. */
export function ListingsPanel({
  mostViewed,
  mostFavorited,
  query,
}: {
  mostViewed: ListingInsight[];
  mostFavorited: ListingInsight[];
  query: string;
}) {
  return (
    <ListingModalProvider>
      <div className="grid gap-6 md:grid-cols-2">
        <ListingList title="Most viewed" listings={mostViewed} figure="views" query={query} />
        <ListingList title="Most favorited" listings={mostFavorited} figure="favorites" query={query} />
      </div>
    </ListingModalProvider>
  );
}
