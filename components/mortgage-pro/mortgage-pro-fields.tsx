'use client';

import { TextField } from '@/components/ui/field';
import { COMPANY_MAX, type MortgageProValues } from '@/lib/mortgage-pro/check';

export interface MortgageProFieldsProps {
  values: MortgageProValues;
  errors: Partial<Record<string, string>>;
  enabled: boolean;
  onChange: (changes: Partial<MortgageProValues>) => void;
}

/** The Mortgage Pro form's controls: name, email and license number required; company at most 200. */
export function MortgageProFields({ values, errors, enabled, onChange }: MortgageProFieldsProps) {
  // Named after its value, so a refused save can focus the first invalid control.
  const text = (key: keyof MortgageProValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    disabled: !enabled,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="Name" required {...text('displayName')} />
      <TextField label="Email" type="email" required {...text('email')} />
      <TextField label="License number" required {...text('licenseNumber')} />
      <TextField label="Company" hint={`${values.company.length} / ${COMPANY_MAX} characters`} {...text('company')} />
      <TextField label="Phone" type="tel" {...text('phone')} />
      <TextField label="Website" type="url" {...text('web')} />
    </div>
  );
}
