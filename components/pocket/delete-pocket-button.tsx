import { RowActionButton } from '@/components/ui/button';

/** A row's Delete as plain markup: the row action `delete`, confirmed and sent by ListingRowActions ('Listing deleted', the list read again). */
export function DeletePocketButton({ listingKey, address }: { listingKey: string; address: string }) {
  return (
    <RowActionButton action="delete" rowKey={listingKey} variant="ghost" className="text-danger" opensDialog aria-label={`Delete ${address}`}>
      Delete
    </RowActionButton>
  );
}
