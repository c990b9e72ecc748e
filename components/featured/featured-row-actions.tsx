import { rowActionButtonHtml } from '@/components/ui/button';
import { html, type SafeHtml } from '@/components/ui/safe-html';

/**
 * A row's Hide/Unhide and, for a manual listing only (automatic ones cannot be), Remove, as plain markup: row actions
 * `toggle` and `remove` that ListingRowActions carries out ('Listing hidden' / 'Listing unhidden' /
 * 'Error updating'; Remove after 'Are you sure you want to remove this listing?', 'Listing removed' /
 * 'Error removing listing'; the list is read again after each).
 */
export function featuredRowActionsHtml({
  listingKey,
  address,
  active,
  canRemove,
}: {
  listingKey: string;
  address: string;
  active: boolean;
  canRemove: boolean;
}): SafeHtml {
  const toggle = rowActionButtonHtml({
    action: 'toggle',
    rowKey: listingKey,
    label: `${active ? 'Hide' : 'Unhide'} ${address}`,
    text: active ? 'Hide' : 'Unhide',
  });
  const remove = canRemove
    ? rowActionButtonHtml({
        action: 'remove',
        rowKey: listingKey,
        variant: 'ghost',
        className: 'text-danger',
        opensDialog: true,
        label: `Remove ${address}`,
        text: 'Remove',
      })
    : null;
  return html`<div class="flex items-center justify-end gap-2">${toggle}${remove}</div>`;
}
