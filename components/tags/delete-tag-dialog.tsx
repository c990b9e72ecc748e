'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { DeleteTagResponse } from '@/lib/tags/answers';
import { TAG_MSG } from '@/lib/tags/rules';

export interface DeleteTagDialogProps {
  id: number;
  name: string;
  /** How many users lose the tag (lib/tags/rules.ts usersAffected). */
  users: number;
  onClose: () => void;
}

/** A row's Delete, opened by TagsRowActions: asks 'Delete this tag?' with the users who carry it; a refusal toasts the server's message. */
export function DeleteTagDialog({ id, name, users, onClose }: DeleteTagDialogProps) {
  const remove = useMutation({
    send: () => sendJson<DeleteTagResponse>('DELETE', `/api/tags/${id}`, {}),
    success: (answer) => answer.message,
    refresh: true,
  });

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Delete ${name}`}
      message={
        <>
          <p>{TAG_MSG.confirmDelete}</p>
          <p>{TAG_MSG.usersCarrying(users)}</p>
        </>
      }
      confirmLabel="Delete"
      variant="danger"
      onConfirm={() => remove.submit(undefined)}
    />
  );
}
