'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import type { DeleteScheduledAlertResponse } from '@/lib/alerts/answers';
import { ALERT_MSG } from '@/lib/alerts/rules';
import { sendJson } from '@/lib/http/json';

/** A scheduled row's Delete: asks 'Remove this scheduled notification?'; a refusal toasts the server's message. */
export function DeleteScheduledButton({ id, title }: { id: number; title: string }) {
  const remove = useMutation({
    send: () => sendJson<DeleteScheduledAlertResponse>('DELETE', `/api/alerts/scheduled/${id}`, {}),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <ConfirmDialog
      title="Remove scheduled notification"
      message={
        <>
          <p>{ALERT_MSG.confirmDelete}</p>
          <p className="font-medium">{title}</p>
        </>
      }
      confirmLabel="Remove"
      variant="danger"
      onConfirm={() => remove.submit(undefined)}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Delete ${title}`}>
          Delete
        </Button>
      }
    />
  );
}
