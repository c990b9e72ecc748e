'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useOpenOnArrival } from '@/components/hooks/use-open-on-arrival';
import { TagForm, type EditableTag } from '@/components/tags/tag-form';

export interface TagDialogProps {
  /** Absent: 'Create tag'; present: the tag a row's Edit opened. */
  tag?: EditableTag;
  offerSuper: boolean;
  /** A new tag's address (TagForm's createUrl). */
  createUrl?: string;
  /** Opened by a row's Edit (TagsRowActions): open when mounted, no trigger of its own; called on close. */
  onClose?: () => void;
}

/** The one modal for creating and editing a tag, opened by its 'Create tag' button or by a row's Edit (TagsRowActions). */
export function TagDialog({ tag, offerSuper, createUrl, onClose }: TagDialogProps) {
  const formId = useId();
  const [open, setOpenState] = useState(onClose !== undefined);
  const [pending, setPending] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose?.();
  };
  // Only the 'Create tag' dialog answers the address; a row's Edit opens its own.
  useOpenOnArrival(() => setOpenState(true), !tag && !onClose);

  return (
    <Dialog
      title={tag ? 'Edit tag' : 'Create tag'}
      open={open}
      onOpenChange={setOpen}
      dismissible={!pending}
      trigger={onClose ? undefined : <Button size="sm">Create tag</Button>}
      footer={<FormDialogFooter formId={formId} pending={pending} submitLabel={tag ? 'Save' : 'Create tag'} />}
    >
      <TagForm
        id={formId}
        tag={tag}
        offerSuper={offerSuper}
        createUrl={createUrl}
        onPendingChange={setPending}
        onSaved={() => setOpen(false)}
      />
    </Dialog>
  );
}
