'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { TagForm, type EditableTag } from '@/components/tags/tag-form';

export interface TagDialogProps {
  /** Absent: 'Create tag'; present: that tag's Edit button. */
  tag?: EditableTag;
  offerSuper: boolean;
  /** A new tag's address (TagForm's createUrl). */
  createUrl?: string;
}

/** The one modal for creating and editing a tag, opened by 'Create tag' or a row's Edit. */
export function TagDialog({ tag, offerSuper, createUrl }: TagDialogProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <Dialog
      title={tag ? 'Edit tag' : 'Create tag'}
      open={open}
      onOpenChange={setOpen}
      dismissible={!pending}
      trigger={
        tag ? (
          <Button variant="secondary" size="sm" aria-label={`Edit ${tag.name}`}>
            Edit
          </Button>
        ) : (
          <Button size="sm">Create tag</Button>
        )
      }
      footer={<FormDialogFooter formId={formId} pending={pending} submitLabel={tag ? 'Save' : 'Create tag'} />}
    >
      <TagForm id={formId} tag={tag} offerSuper={offerSuper} createUrl={createUrl} onPendingChange={setPending} onSaved={() => setOpen(false)} />
    </Dialog>
  );
}
