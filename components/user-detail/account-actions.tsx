'use client';

import { useState } from 'react';
import { officeSelectOptions } from '@/components/agents/list/office-options';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { OfficeOption } from '@/lib/office-tree';
import type { UserChanged } from '@/lib/user-detail/answers';
import { checkPromoteManager } from '@/lib/user-detail/check';
import { USER_MSG } from '@/lib/user-detail/rules';

export interface AccountActionsProps {
  userId: number;
  name: string;
  active: boolean;
  promoteManager: boolean;
  promoteAgent: boolean;
  activeToggle: boolean;
  offices: OfficeOption[];
}

/** Promote to manager (an office from the tree), promote to agent, make inactive or active: each confirmed. */
export function AccountActions({ userId, name, active, promoteManager, promoteAgent, activeToggle, offices }: AccountActionsProps) {
  const agent = useMutation({
    send: () => postJson<UserChanged>(`/api/user-detail/${userId}/promote-agent`, {}),
    success: USER_MSG.promotedAgent,
    refresh: true,
  });
  const activate = useMutation({
    send: (body: { active: boolean }) => postJson<UserChanged>(`/api/user-detail/${userId}/active`, body),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <>
      {promoteManager ? <PromoteManager userId={userId} name={name} offices={offices} /> : null}
      {promoteAgent ? (
        <ConfirmDialog
          title="Promote to agent"
          message={USER_MSG.confirmAgent(name)}
          confirmLabel="Promote"
          trigger={
            <Button variant="secondary" size="sm">
              Promote to agent
            </Button>
          }
          onConfirm={() => agent.submit(undefined)}
        />
      ) : null}
      {activeToggle ? (
        <ConfirmDialog
          title={active ? 'Make inactive' : 'Make active'}
          message={active ? USER_MSG.confirmInactive(name) : USER_MSG.confirmActive(name)}
          confirmLabel={active ? 'Make inactive' : 'Make active'}
          variant={active ? 'danger' : 'primary'}
          trigger={
            <Button variant={active ? 'danger' : 'secondary'} size="sm">
              {active ? 'Make inactive' : 'Make active'}
            </Button>
          }
          onConfirm={() => activate.submit({ active: !active })}
        />
      ) : null}
    </>
  );
}

function PromoteManager({ userId, name, offices }: { userId: number; name: string; offices: OfficeOption[] }) {
  const [open, setOpen] = useState(false);
  const [officeId, setOfficeId] = useState('');
  const { formRef, ...promote } = useMutation({
    check: (input: { officeId: number | null }) => checkPromoteManager(input),
    send: (data) => postJson<UserChanged>(`/api/user-detail/${userId}/promote-manager`, data),
    success: USER_MSG.promotedManager,
    refresh: true,
    onSuccess: () => setOpen(false),
  });
  const formId = `promote-manager-${userId}`;
  return (
    <Dialog
      title="Promote to manager"
      description={USER_MSG.confirmManager(name)}
      open={open}
      onOpenChange={(next) => {
        if (!promote.pending) setOpen(next);
        if (next) promote.reset();
      }}
      dismissible={!promote.pending}
      trigger={
        <Button variant="secondary" size="sm">
          Promote to manager
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" disabled={promote.pending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={promote.pending}>
            Promote
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void promote.submit({ officeId: officeId ? Number(officeId) : null });
        }}
      >
        <SelectField
          name="officeId"
          label="Office"
          required
          placeholder="Choose an office"
          options={officeSelectOptions(offices)}
          value={officeId}
          error={promote.errors.officeId}
          onChange={(event) => setOfficeId(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
