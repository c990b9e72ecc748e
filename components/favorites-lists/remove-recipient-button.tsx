'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FavoritesChangeResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG, type ListUser } from '@/lib/favorites-lists/rules';
import { sendJson } from '@/lib/http/json';

/** A recipient's remove button: confirmed first; a failure toasts 'Unable to remove user' or the server's message. */
export function RemoveRecipientButton({ shareId, user }: { shareId: number; user: ListUser }) {
  const remove = useMutation({
    send: () => sendJson<FavoritesChangeResponse>('DELETE', `/api/favorites-lists/shares/${shareId}/recipients/${user.id}`, {}),
    success: () => FAV_MSG.removed(user.name),
    refresh: true,
  });
  return (
    <ConfirmDialog
      title={`Remove ${user.name}`}
      message={FAV_MSG.removeConfirm(user.name)}
      confirmLabel="Remove"
      variant="danger"
      onConfirm={() => remove.submit(undefined)}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Remove ${user.name}`}>
          Remove
        </Button>
      }
    />
  );
}
