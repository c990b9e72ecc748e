'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useToast } from '@/components/ui/toast';
import type { OfficeOption } from '@/lib/office-tree';
import { AGENT_MSG } from '@/lib/agents/check';
import { NEW_AGENT_FORM_ID, NewAgentForm } from '@/components/agents/list/new-agent-form';

export interface NewAgentDialogProps {
  offices: readonly OfficeOption[];
  officeRequired: boolean;
  /** The plan's agent limit is reached: the dialog shows the upgrade notice instead of the form. */
  planReached: boolean;
  planAgents: number;
  planLimit: number;
}

/** 'New agent' and its dialog: the form, or at the plan limit the upgrade notice. */
export function NewAgentDialog({ offices, officeRequired, planReached, planAgents, planLimit }: NewAgentDialogProps) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <Dialog
      title="New agent"
      open={open}
      onOpenChange={setOpen}
      dismissible={!pending}
      trigger={<Button size="sm">New agent</Button>}
      footer={
        planReached ? (
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        ) : (
          <FormDialogFooter formId={NEW_AGENT_FORM_ID} pending={pending} submitLabel="Create agent" />
        )
      }
    >
      {planReached ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md bg-warning-soft p-4 text-sm text-warning">
          <p className="font-semibold">{AGENT_MSG.planLimit}</p>
          <p>
            Your plan includes {planLimit} agents and you have {planAgents}.
          </p>
        </div>
      ) : (
        <NewAgentForm
          offices={offices}
          officeRequired={officeRequired}
          onPendingChange={setPending}
          onCreated={(name) => {
            setOpen(false);
            toast.success(`Agent ${name} was created`);
            router.refresh();
          }}
        />
      )}
    </Dialog>
  );
}
