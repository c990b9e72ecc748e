import { rowActionButtonHtml } from '@/components/ui/button';
import type { SafeHtml } from '@/components/ui/safe-html';

/** A row's Delete as markup: the row action `delete`, confirmed and sent by ListingRowActions ('Listing deleted', the list read again). */
export function deletePocketButtonHtml({ listingKey, address }: { listingKey: string; address: string }): SafeHtml {
  return rowActionButtonHtml({
    action: 'delete',
    rowKey: listingKey,
    variant: 'ghost',
    className: 'text-danger',
    opensDialog: true,
    label: `Delete ${address}`,
    text: 'Delete',
  });
}
