'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/ui/use-mutation';
import type { PocketDeleted } from '@/lib/api/pocket';
import { POCKET_MSG } from '@/lib/pocket';
import { postJson } from '@/lib/http/json';

/** A row's Delete, after a confirmation (§2); 'Listing deleted' and the list read again. */
export function DeletePocketButton({ listingKey, address }: { listingKey: string; address: string }) {
  const remove = useMutation({
    send: () => postJson<PocketDeleted>('/api/pocket/delete', { key: listingKey }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <ConfirmDialog
      title="Delete listing"
      message={POCKET_MSG.confirmDelete}
      confirmLabel="Delete"
      variant="danger"
      onConfirm={() => remove.submit(undefined)}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger" aria-label={`Delete ${address}`}>
          Delete
        </Button>
      }
    />
  );
}
