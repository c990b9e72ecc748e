import { rowActionButtonHtml } from '@/components/ui/button';
import { html, type SafeHtml } from '@/components/ui/safe-html';

/** A row's remarks as markup: the text, and the button that opens RemarksDialog (row action `remarks`, in ListingRowActions). */
export function remarksCellHtml({
  listingKey,
  address,
  remarks,
  canEdit,
}: {
  listingKey: string;
  address: string;
  remarks: string;
  canEdit: boolean;
}): SafeHtml {
  if (!remarks && !canEdit) return html`<span class="text-muted-foreground">—</span>`;
  const label = canEdit ? (remarks ? 'Edit remarks' : 'Add remarks') : 'Read remarks';
  const button = rowActionButtonHtml({
    action: 'remarks',
    rowKey: listingKey,
    plain: true,
    opensDialog: true,
    className: 'text-start text-sm font-medium text-brand underline-offset-2 hover:underline',
    label: `${label} of ${address}`,
    text: label,
  });
  return html`<div class="flex max-w-56 flex-col items-start gap-0.5">${remarks ? html`<p class="line-clamp-2 text-sm">${remarks}</p>` : null}${button}</div>`;
}
