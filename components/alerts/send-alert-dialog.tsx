'use client';

import { useId, useState } from 'react';
import { SendAlertForm, type SendAlertFormProps } from '@/components/alerts/send-alert-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useOpenOnArrival } from '@/components/hooks/use-open-on-arrival';

export type SendAlertDialogProps = Omit<SendAlertFormProps, 'id' | 'hideSubmit' | 'onPendingChange' | 'onSent' | 'recipient'>;

/** /alerts' 'Send notification' button and its modal, holding the shared send form. */
export function SendAlertDialog(props: SendAlertDialogProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  useOpenOnArrival(() => setOpen(true));
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      title="Send notification"
      size="xl"
      open={open}
      onOpenChange={setOpen}
      dismissible={!pending}
      trigger={<Button size="sm">Send notification</Button>}
      footer={<FormDialogFooter formId={formId} pending={pending} submitLabel="Send" />}
    >
      <SendAlertForm {...props} id={formId} hideSubmit onPendingChange={setPending} onSent={() => setOpen(false)} />
    </Dialog>
  );
}
