'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { postJson } from '@/lib/http/json';
import { ProfileFields } from '@/components/agent-edit/profile-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import type { OfficeOption } from '@/lib/office-tree';
import { AGENT_MSG, checkAgentProfile, PROFILE_SAVE_DELAY_MS, type AgentProfileValues } from '@/lib/validation/agent-profile-check';

export interface AgentProfileFormProps {
  agentId: number;
  initial: AgentProfileValues;
  /** Shows the Edit button: false on the hiding template and in read-only mode. */
  editable: boolean;
  offices: OfficeOption[];
  showCrmEmail: boolean;
  selfProvisioned: boolean;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The agent edit form. It starts read-only with an Edit button; Save validates at once, waits the
 * spec's short delay, then saves. A failed save keeps the form open with what was typed.
 */
export function AgentProfileForm({ agentId, initial, editable, offices, showCrmEmail, selfProvisioned }: AgentProfileFormProps) {
  const router = useRouter();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);

  function change(changes: Partial<AgentProfileValues>) {
    setValues((current) => ({ ...current, ...changes }));
  }

  function cancel() {
    setValues(saved);
    setErrors({});
    setEditing(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkAgentProfile({
      ...values,
      officeId: offices.length > 0 ? values.officeId : undefined,
      crmEmail: showCrmEmail ? values.crmEmail : undefined,
      active: selfProvisioned ? undefined : values.active,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      // Move to the first field with a message, so keyboard and screen-reader users land on it.
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    await wait(PROFILE_SAVE_DELAY_MS);
    const result = await postJson<{ message: string }>(`/api/agents/${agentId}`, checked.data);
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(AGENT_MSG.saved);
    setSaved(values);
    setEditing(false);
    router.refresh();
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
      <form ref={form} noValidate onSubmit={(event) => void save(event)} aria-busy={pending || undefined}>
        <ProfileFields
          values={values}
          errors={errors}
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
