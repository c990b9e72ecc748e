import { useId } from 'react';
import { ListingGallery } from '@/components/home/listing-gallery';
import type { ListingDetail } from '@/lib/home/rules';
import { formatNumber, formatPrice } from '@/lib/format';

const TWO_PLACES = { maximumFractionDigits: 2 };

/** The listing detail modal's body: price, photos, facts, details, description, MLS disclaimer. */
export function ListingDetailView({ listing }: { listing: ListingDetail }) {
  const id = useId();
  const place = [listing.city, [listing.state, listing.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const facts = [
    { label: 'Beds', value: listing.beds === null ? '—' : formatNumber(listing.beds, TWO_PLACES) },
    { label: 'Baths', value: listing.baths === null ? '—' : formatNumber(listing.baths, TWO_PLACES) },
    { label: 'Lot size', value: listing.lotSize ?? '—' },
    { label: 'Days on app', value: listing.daysOnApp === null ? '—' : formatNumber(listing.daysOnApp, TWO_PLACES) },
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="listing-detail">
      <div>
        <p className="text-2xl font-semibold text-foreground" data-testid="listing-price">
          {formatPrice(listing.price)}
        </p>
        <p className="text-muted-foreground">
          {listing.address}
          {place ? `, ${place}` : ''}
        </p>
      </div>

      <ListingGallery photos={listing.photos} address={listing.address} />

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((f) => (
          <div key={f.label} className="rounded-md bg-surface-muted p-3">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="font-semibold text-foreground">{f.value}</dd>
          </div>
        ))}
      </dl>

      {listing.details.length > 0 ? (
        <section aria-labelledby={`${id}-details`}>
          <h3 id={`${id}-details`} className="mb-2 font-semibold">
            Details
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
            {listing.details.map((d, i) => (
              <div key={`${i}-${d.label}`} className="flex justify-between gap-4 border-b border-border py-1.5">
                <dt className="text-muted-foreground">{d.label}</dt>
                <dd className="text-right text-foreground">{d.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {listing.description ? (
        <section aria-labelledby={`${id}-description`}>
          <h3 id={`${id}-description`} className="mb-2 font-semibold">
            Description
          </h3>
          <p className="whitespace-pre-line text-foreground">{listing.description}</p>
        </section>
      ) : null}

      {listing.disclaimer ? (
        <p className="border-t border-border pt-3 text-xs text-muted-foreground" data-testid="mls-disclaimer">
          {listing.disclaimer}
        </p>
      ) : null}
    </div>
  );
}
