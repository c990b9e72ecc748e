'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/format';
import { PANEL_PRICE } from '@/lib/saved-searches/filters';
import type { PreviewProperty } from '@/lib/saved-searches/rules';

export interface PreviewDialogProps {
  properties: PreviewProperty[];
  open: boolean;
  sending: boolean;
  onClose: () => void;
  onSendNow: () => void;
}

/** The preview after a new save: the user's matches of the last week within 5 miles, with Close and Send Now. */
export function PreviewDialog({ properties, open, sending, onClose, onSendNow }: PreviewDialogProps) {
  return (
    <Dialog
      title="Matching listings from the last week"
      description={`${properties.length} ${properties.length === 1 ? 'listing matches' : 'listings match'} this search within 5 miles.`}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      dismissible={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Close
          </Button>
          <Button onClick={onSendNow} disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Send Now'}
          </Button>
        </>
      }
    >
      <ul className="grid max-h-[50vh] gap-3 overflow-auto sm:grid-cols-2" aria-label="Matching listings">
        {properties.map((p) => (
          <li key={p.listingKey} className="flex gap-3 rounded-md border border-border p-2">
            {p.photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- upstream photos of any host and size
              <img src={p.photo} alt="" width={96} height={72} className="h-18 w-24 rounded object-cover" loading="lazy" />
            ) : null}
            <div className="text-sm">
              <p className="font-semibold">{formatPrice(p.price, PANEL_PRICE)}</p>
              <p>{p.address}</p>
              <p className="text-muted-foreground">
                {p.city}, {p.state} {p.zip}
              </p>
              <p className="text-muted-foreground">
                {[
                  p.beds !== null ? `${p.beds} bd` : null,
                  p.baths !== null ? `${p.baths} ba` : null,
                  p.buildingSize ? `${p.buildingSize.toLocaleString('en-US')} sqft` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
