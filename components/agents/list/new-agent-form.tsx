'use client';

import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentCreated } from '@/lib/agents/answers';
import { postJson } from '@/lib/http/json';
import { AGENT_MSG, checkNewAgent } from '@/lib/agents/check';
import type { OfficeOption } from '@/lib/office-tree';
import { officeSelectOptions } from '@/components/agents/list/office-options';

export const NEW_AGENT_FORM_ID = 'new-agent-form';

type Values = { name: string; email: string; password: string; phone: string; office: string };

const EMPTY: Values = { name: '', email: '', password: '', phone: '', office: '' };

export interface NewAgentFormProps {
  /** The office tree; empty when offices are off (no office field). */
  offices: readonly OfficeOption[];
  officeRequired: boolean;
  onPendingChange: (pending: boolean) => void;
  onCreated: (name: string) => void;
}

/**
 * Name, email, password, phone (optional) and office (when offices are on). Checked with the shared
 * rules before sending, for the spec's messages at once; what was typed stays after a refusal.
 */
export function NewAgentForm({ offices, officeRequired, onPendingChange, onCreated }: NewAgentFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const { formRef, ...create } = useMutation({
    check: (typed: Values) =>
      checkNewAgent(
        {
          name: typed.name,
          email: typed.email,
          password: typed.password,
          phone: typed.phone,
          office: typed.office ? Number(typed.office) : undefined,
        },
        { officeRequired },
      ),
    send: (data) => postJson<AgentCreated>('/api/agents', data),
    // The refusal shows inline above the fields (the dialog stays open), not as a toast.
    failureToast: 'none',
    // The dialog's footer holds the submit button, so it draws the pending state.
    onPendingChange,
    onSuccess: (_answer, data) => {
      setValues(EMPTY);
      onCreated(data.name);
    },
  });
  const { errors } = create;
  // A missing office is also said at the top: the select may be scrolled out of view.
  const alert = errors.office ? AGENT_MSG.officeRequired : create.message;

  function set(field: keyof Values) {
    return (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void create.submit(values);
  }

  return (
    <form ref={formRef} id={NEW_AGENT_FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {alert ? (
        <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
          {alert}
        </p>
      ) : null}
      <TextField label="Name" name="name" autoComplete="off" required value={values.name} onChange={set('name')} error={errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 6 characters."
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint="Optional."
      />
      {offices.length > 0 ? (
        <SelectField
          label="Office"
          name="office"
          required={officeRequired}
          value={values.office}
          onChange={set('office')}
          error={errors.office}
          placeholder={officeRequired ? 'Choose an office' : 'No office'}
          options={officeSelectOptions(offices)}
        />
      ) : null}
    </form>
  );
}
