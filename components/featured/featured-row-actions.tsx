'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/ui/use-mutation';
import type { FeaturedChanged, FeaturedRemoved } from '@/lib/api/featured';
import { FEATURED_MSG } from '@/lib/featured';
import { postJson } from '@/lib/http/json';

/**
 * A row's Hide/Unhide and, for a manual listing only (§4), Remove after 'Are you sure you want to remove
 * this listing?'. 'Listing hidden' / 'Listing unhidden' / 'Error updating', 'Listing removed' / 'Error
 * removing listing'; the list is read again after each.
 */
export function FeaturedRowActions({ listingKey, address, active, canRemove }: { listingKey: string; address: string; active: boolean; canRemove: boolean }) {
  const toggle = useMutation({
    send: () => postJson<FeaturedChanged>('/api/featured/active', { key: listingKey, active: !active }),
    success: (answer) => answer.message,
    refresh: true,
  });
  const remove = useMutation({
    send: () => postJson<FeaturedRemoved>('/api/featured/remove', { key: listingKey }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <div className="flex items-center justify-end gap-2">
      <Button variant="secondary" size="sm" pending={toggle.pending} aria-label={`${active ? 'Hide' : 'Unhide'} ${address}`} onClick={() => void toggle.submit(undefined)}>
        {active ? 'Hide' : 'Unhide'}
      </Button>
      {canRemove ? (
        <ConfirmDialog
          title="Remove listing"
          message={FEATURED_MSG.confirmRemove}
          confirmLabel="Remove"
          variant="danger"
          onConfirm={() => remove.submit(undefined)}
          trigger={
            <Button variant="ghost" size="sm" className="text-danger" aria-label={`Remove ${address}`}>
              Remove
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
