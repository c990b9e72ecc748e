'use client';

import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

export interface FormDialogFooterProps {
  /** The id of the <form> in the dialog's body, which the submit button submits. */
  formId: string;
  /** The form's send is under way: Cancel waits, the submit button shows it is busy. */
  pending: boolean;
  submitLabel: string;
}

/** A form dialog's footer: Cancel, which closes the dialog, and the submit button of the form above it. */
export function FormDialogFooter({ formId, pending, submitLabel }: FormDialogFooterProps) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" form={formId} pending={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
