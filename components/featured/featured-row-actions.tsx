import { RowActionButton } from '@/components/ui/button';

/**
 * A row's Hide/Unhide and, for a manual listing only (§4), Remove, as plain markup: row actions
 * `toggle` and `remove` that ListingRowActions carries out ('Listing hidden' / 'Listing unhidden' /
 * 'Error updating'; Remove after 'Are you sure you want to remove this listing?', 'Listing removed' /
 * 'Error removing listing'; the list is read again after each).
 */
export function FeaturedRowActions({ listingKey, address, active, canRemove }: { listingKey: string; address: string; active: boolean; canRemove: boolean }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <RowActionButton action="toggle" rowKey={listingKey} aria-label={`${active ? 'Hide' : 'Unhide'} ${address}`}>
        {active ? 'Hide' : 'Unhide'}
      </RowActionButton>
      {canRemove ? (
        <RowActionButton action="remove" rowKey={listingKey} variant="ghost" className="text-danger" opensDialog aria-label={`Remove ${address}`}>
          Remove
        </RowActionButton>
      ) : null}
    </div>
  );
}
