'use client';

import { useState, type FormEvent } from 'react';
import { ProfileFields } from '@/components/agent-edit/profile-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentProfileSaved } from '@/lib/agent-profile/answers';
import { AGENT_MSG, checkAgentProfile, PROFILE_SAVE_DELAY_MS, type AgentProfileValues } from '@/lib/agent-profile/check';
import { postJson } from '@/lib/http/json';
import type { OfficeOption } from '@/lib/office-tree';

export interface AgentProfileFormProps {
  agentId: number;
  initial: AgentProfileValues;
  /** Shows the Edit button: false on the hiding template and in read-only mode. */
  editable: boolean;
  offices: OfficeOption[];
  showCrmEmail: boolean;
  selfProvisioned: boolean;
}

/**
 * The agent edit form. It starts read-only with an Edit button; Save validates at once, waits the
 * spec's short delay, then saves. A failed save keeps the form open with what was typed.
 */
export function AgentProfileForm({ agentId, initial, editable, offices, showCrmEmail, selfProvisioned }: AgentProfileFormProps) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [editing, setEditing] = useState(false);
  const { formRef, ...save } = useMutation({
    check: (current: AgentProfileValues) =>
      checkAgentProfile({
        ...current,
        officeId: offices.length > 0 ? current.officeId : undefined,
        crmEmail: showCrmEmail ? current.crmEmail : undefined,
        active: selfProvisioned ? undefined : current.active,
      }),
    delayMs: PROFILE_SAVE_DELAY_MS,
    send: (data) => postJson<AgentProfileSaved>(`/api/agents/${agentId}`, data),
    onSuccess: () => {
      setSaved(values);
      setEditing(false);
    },
    success: AGENT_MSG.saved,
    refresh: true,
  });
  const pending = save.pending;

  function change(changes: Partial<AgentProfileValues>) {
    setValues((current) => ({ ...current, ...changes }));
  }

  function cancel() {
    setValues(saved);
    save.reset();
    setEditing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }

  return (
    <Card
      title="Profile"
      actions={
        editable && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <ProfileFields
          values={values}
          errors={save.errors}
          enabled={editing && !pending}
          onChange={change}
          offices={offices}
          showCrmEmail={showCrmEmail}
          selfProvisioned={selfProvisioned}
        />
        {editing ? (
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" disabled={pending} onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" pending={pending}>
              Save
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
