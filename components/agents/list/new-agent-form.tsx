'use client';

import { useState, type FormEvent } from 'react';
import { postJson } from '@/lib/http/json';
import { SelectField, TextField } from '@/components/ui/field';
import { AGENT_MSG, checkNewAgent } from '@/lib/validation/agents-check';
import type { OfficeOption } from '@/lib/office-tree';
import { officeSelectOptions } from '@/components/agents/list/office-options';

export const NEW_AGENT_FORM_ID = 'new-agent-form';

type Values = { name: string; email: string; password: string; phone: string; office: string };
type Errors = Partial<Record<keyof Values, string>>;

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
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function set(field: keyof Values) {
    return (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewAgent(
      {
        name: values.name,
        email: values.email,
        password: values.password,
        phone: values.phone,
        office: values.office ? Number(values.office) : undefined,
      },
      { officeRequired },
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert(checked.errors.office ? AGENT_MSG.officeRequired : null);
      return;
    }
    setErrors({});
    setAlert(null);
    onPendingChange(true);
    const result = await postJson<{ id: number }>('/api/agents', checked.data);
    onPendingChange(false);
    if (!result.ok) {
      setAlert(result.message);
      return;
    }
    setValues(EMPTY);
    onCreated(checked.data.name);
  }

  return (
    <form id={NEW_AGENT_FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
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
      <TextField label="Phone" name="phone" type="tel" autoComplete="off" value={values.phone} onChange={set('phone')} error={errors.phone} hint="Optional." />
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
