import { AddUsersDialog } from '@/components/favorites-lists/add-users-dialog';
import { RemoveRecipientButton } from '@/components/favorites-lists/remove-recipient-button';
import { StopSharingButton } from '@/components/favorites-lists/stop-sharing-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { FAV_MSG, type FavoritesAbilities, type FavoritesCard } from '@/lib/favorites-lists/rules';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One list: its name, listing and recipient counts and the 'Never shared' badge; expanded (a native
 * disclosure, keyboard-operable without script), up to 10 thumbnails with a +N badge, the recipients each
 * with a confirmed remove, '+ Add Users' and 'Stop Sharing This List', as far as the viewer may change it.
 */
export function FavoritesListCard({ card, can }: { card: FavoritesCard; can: FavoritesAbilities }) {
  const headingId = `list-${card.listId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {card.name}
        </h2>
        {card.neverShared ? <Badge tone="info">{FAV_MSG.neverShared}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <span>{count(card.itemCount, 'listing', 'listings')}</span>
        {' · '}
        <span>{count(card.recipientCount, 'recipient', 'recipients')}</span>
      </p>
      <details className="group mt-3">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          Show photos and users of {card.name}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          {card.thumbnails.length > 0 ? (
            <ul aria-label={`Listings of ${card.name}`} className="flex flex-wrap gap-2">
              {card.thumbnails.map((t) => (
                <li key={t.listingKey} className="relative size-20 overflow-hidden rounded-md bg-surface-sunken">
                  {t.photo ? (
                    // Upstream photos come from arbitrary hosts (see components/ui/avatar.tsx).
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={t.photo} alt={`Listing ${t.listingKey}`} loading="lazy" decoding="async" className="size-full object-cover" />
                  ) : (
                    <span className="flex size-full items-center justify-center p-1 text-center text-xs text-muted-foreground">
                      {t.listingKey}
                    </span>
                  )}
                </li>
              ))}
              {card.moreCount > 0 ? (
                <li className="flex size-20 items-center justify-center rounded-md bg-surface-sunken text-sm font-semibold text-foreground">
                  <span aria-hidden="true">+{card.moreCount}</span>
                  <span className="sr-only">{`${card.moreCount} more listings`}</span>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No listings in this list yet.</p>
          )}
          <div>
            <h3 className="text-sm font-semibold">Shared with</h3>
            {!can.recipients && card.recipientCount > 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">{FAV_MSG.recipientsHidden}</p>
            ) : card.recipients.length > 0 ? (
              <ul aria-label={`Users of ${card.name}`} className="mt-2 flex flex-col divide-y divide-border">
                {card.recipients.map((u) => (
                  <li key={u.id} className="flex items-center gap-3 py-2">
                    <Avatar name={u.name} src={u.photo} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{u.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                    </span>
                    {can.removeRecipient && card.shareId !== null ? <RemoveRecipientButton shareId={card.shareId} user={u} /> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted-foreground">Not shared with anyone.</p>
            )}
          </div>
          {can.share || (can.revoke && card.shareId !== null) ? (
            <div className="flex flex-wrap gap-2">
              {can.share ? (
                <AddUsersDialog listId={card.listId} listName={card.name} shareId={card.shareId} current={card.recipients} />
              ) : null}
              {can.revoke && card.shareId !== null ? <StopSharingButton shareId={card.shareId} listName={card.name} /> : null}
            </div>
          ) : null}
        </div>
      </details>
    </section>
  );
}
