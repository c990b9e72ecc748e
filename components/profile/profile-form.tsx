'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { BIO_MAX } from '@/lib/agent-profile/check';
import { textLength } from '@/lib/forms/text-length';
import { postJson } from '@/lib/http/json';
import type { ProfileSaved } from '@/lib/profile/answers';
import { checkProfile, LOCKED_ON_TEMPLATE, PROFILE_MSG, SOCIAL_MAX, SOCIALS, type ProfileValues } from '@/lib/profile/check';

export interface ProfileFormProps {
  initial: ProfileValues;
  /** Save shown (not in read-only mode). */
  canSave: boolean;
  /** The one template variant: name, e-mail, phone, web, license and MLS e-mail are the brokerage's. */
  locked: boolean;
}

/**
 * The agent's own profile: name and e-mail required, the bio with its count
 * against 2000, the six social links at most 255 each. 'Profile has been saved' / 'Error saving
 * profile'; what was typed stays after a failure.
 */
export function ProfileForm({ initial, canSave, locked }: ProfileFormProps) {
  const bioCountId = useId();
  const [values, setValues] = useState(initial);
  const { formRef, ...save } = useMutation({
    check: checkProfile,
    send: (data) => postJson<ProfileSaved>('/api/profile', data),
    success: (answer) => answer.message,
    failureToast: 'server',
    refresh: true,
    onSuccess: (answer) => setValues(answer.profile),
  });
  const lockedSet = new Set<string>(locked ? LOCKED_ON_TEMPLATE : []);
  const field = (key: keyof ProfileValues) => ({
    name: key,
    value: values[key],
    error: save.errors[key],
    readOnly: !canSave || lockedSet.has(key),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  const bioLength = textLength(values.bio);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }

  return (
    <Card title="Agent profile">
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
        {locked ? <p className="rounded-md bg-info-soft px-3 py-2 text-sm">{PROFILE_MSG.locked}</p> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Name" required autoComplete="name" {...field('displayName')} />
          <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
          <TextField label="MLS email" type="email" autoComplete="off" {...field('mlsEmail')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Website" type="url" autoComplete="url" className="md:col-span-2" {...field('web')} />
        </div>
        <div>
          <TextareaField label="Bio" rows={5} aria-describedby={bioCountId} {...field('bio')} />
          <p
            id={bioCountId}
            aria-live="polite"
            className={bioLength > BIO_MAX ? 'mt-1 text-sm font-medium text-danger' : 'mt-1 text-sm text-muted-foreground'}
          >
            {bioLength} / {BIO_MAX} characters
          </p>
        </div>
        <fieldset className="grid gap-4 rounded-md border border-border p-4 md:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Social links</legend>
          {SOCIALS.map((s) => (
            <TextField key={s.key} label={s.label} type="url" placeholder="https://" maxLength={SOCIAL_MAX * 2} {...field(s.key)} />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 rounded-md border border-border p-4 md:grid-cols-3">
          <legend className="px-1 text-sm font-medium">License</legend>
          <TextField label="License display" {...field('licenseDisplay')} />
          <TextField label="License number" {...field('licenseNumber')} />
          <TextField label="License prefix" {...field('licensePrefix')} />
        </fieldset>
        {canSave ? (
          <div>
            <Button type="submit" pending={save.pending}>
              Save
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
