'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FavoritesChangeResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG } from '@/lib/favorites-lists/rules';
import { sendJson } from '@/lib/http/json';

/** 'Stop Sharing This List': confirmed (it cannot be undone); a failure toasts 'Unable to stop sharing' or the server's message. */
export function StopSharingButton({ shareId, listName }: { shareId: number; listName: string }) {
  const stop = useMutation({
    send: () => sendJson<FavoritesChangeResponse>('DELETE', `/api/favorites-lists/shares/${shareId}`, {}),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <ConfirmDialog
      title={`Stop sharing ${listName}`}
      message={FAV_MSG.stopSharingConfirm}
      confirmLabel="Stop sharing"
      variant="danger"
      onConfirm={() => stop.submit(undefined)}
      trigger={
        <Button variant="danger" size="sm" aria-label={`${FAV_MSG.stopSharing}: ${listName}`}>
          {FAV_MSG.stopSharing}
        </Button>
      }
    />
  );
}
