import { RowActionButton } from '@/components/ui/button';

/** A row's remarks as plain markup: the text, and the button that opens RemarksDialog (row action `remarks`, in ListingRowActions). */
export function RemarksCell({ listingKey, address, remarks, canEdit }: { listingKey: string; address: string; remarks: string; canEdit: boolean }) {
  if (!remarks && !canEdit) return <span className="text-muted-foreground">—</span>;
  const label = canEdit ? (remarks ? 'Edit remarks' : 'Add remarks') : 'Read remarks';
  return (
    <div className="flex max-w-56 flex-col items-start gap-0.5">
      {remarks ? <p className="line-clamp-2 text-sm">{remarks}</p> : null}
      <RowActionButton action="remarks" rowKey={listingKey} plain opensDialog className="text-start text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label={`${label} of ${address}`}>
        {label}
      </RowActionButton>
    </div>
  );
}
