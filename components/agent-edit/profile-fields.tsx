'use client';

import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/field';
import { BIO_MAX, type AgentProfileValues } from '@/lib/agent-profile/check';
import { OFFICE_INDENT, type OfficeOption } from '@/lib/office-tree';

export interface ProfileFieldsProps {
  values: AgentProfileValues;
  errors: Partial<Record<string, string>>;
  /** False until Edit is pressed (and while saving). */
  enabled: boolean;
  onChange: (changes: Partial<AgentProfileValues>) => void;
  /** The indented office tree; empty when offices are off (no select then). */
  offices: OfficeOption[];
  showCrmEmail: boolean;
  /** Self-provisioned agents: the active toggle is disabled. */
  selfProvisioned: boolean;
}

/** A native select cannot pad its options: non-breaking spaces stand in for the tree's indent. */
function indent(depth: number): string {
  return '\u00a0'.repeat(Math.round((depth * OFFICE_INDENT) / 5));
}

/** The agent edit form's controls, one per field of the agent, labelled and wired to their errors. */
export function ProfileFields({ values, errors, enabled, onChange, offices, showCrmEmail, selfProvisioned }: ProfileFieldsProps) {
  // Each control is named after its value, so a refused save can focus the first invalid one.
  const text = (key: keyof AgentProfileValues) => ({
    name: key,
    value: String(values[key] ?? ''),
    error: errors[key],
    disabled: !enabled,
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="Name" required autoComplete="off" {...text('displayName')} />
      <TextField label="Email" type="email" required autoComplete="off" {...text('email')} />
      {offices.length > 0 ? (
        <SelectField
          label="Office"
          name="officeId"
          value={values.officeId === null ? '' : String(values.officeId)}
          disabled={!enabled}
          error={errors.officeId}
          placeholder="No office"
          options={offices.map((o) => ({ value: String(o.id), label: `${indent(o.depth)}${o.name}` }))}
          onChange={(event) => onChange({ officeId: event.target.value ? Number(event.target.value) : null })}
        />
      ) : null}
      {showCrmEmail ? <TextField label="CRM email" type="email" autoComplete="off" {...text('crmEmail')} /> : null}
      <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
      <TextField label="Website" type="url" autoComplete="off" {...text('web')} />
      <TextField label="Brokerage name" autoComplete="off" {...text('brokerageName')} />
      <fieldset className="grid gap-4 rounded-md border border-border p-4 md:col-span-2 md:grid-cols-3">
        <legend className="px-1 text-sm font-medium">License</legend>
        <TextField label="License display" {...text('licenseDisplay')} />
        <TextField label="License number" {...text('licenseNumber')} />
        <TextField label="License prefix" {...text('licensePrefix')} />
      </fieldset>
      <TextareaField
        label="Bio"
        rows={6}
        className="md:col-span-2"
        hint={`${values.bio.length} / ${BIO_MAX} characters`}
        {...text('bio')}
      />
      <CheckboxField
        label="Active"
        name="active"
        className="md:col-span-2"
        checked={values.active}
        disabled={!enabled || selfProvisioned}
        hint={
          selfProvisioned
            ? 'A self-provisioned agent is active while their subscription lasts.'
            : 'Inactive agents no longer show to their users, who are prompted to choose another agent.'
        }
        onChange={(event) => onChange({ active: event.target.checked })}
      />
    </div>
  );
}
