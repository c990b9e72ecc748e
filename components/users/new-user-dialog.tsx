'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, TextField } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useOpenOnArrival } from '@/components/hooks/use-open-on-arrival';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { NewUserResponse } from '@/lib/users/answers';
import { checkNewUser, EMPTY_NEW_USER } from '@/lib/users/check';
import { USER_MSG } from '@/lib/users/rules';

const FORM_ID = 'new-user-form';
type Values = typeof EMPTY_NEW_USER;

/** 'New user' (admin): display name, email, phone, password, send email (on), send SMS (off). */
export function NewUserDialog() {
  const [open, setOpen] = useState(false);
  useOpenOnArrival(() => setOpen(true));
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY_NEW_USER);
  const { formRef, ...create } = useMutation({
    check: (typed: Values) => checkNewUser(typed),
    send: (data) => postJson<NewUserResponse>('/api/users', data),
    // The server's message shows above the fields; what was typed stays.
    failureToast: 'none',
    onPendingChange: setPending,
    success: USER_MSG.created,
    refresh: true,
    onSuccess: () => {
      setValues(EMPTY_NEW_USER);
      setOpen(false);
    },
  });
  const { errors } = create;

  const text = (field: 'display_name' | 'email' | 'phone' | 'password') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void create.submit(values);
  }

  return (
    <Dialog
      title="New user"
      open={open}
      onOpenChange={setOpen}
      dismissible={!pending}
      trigger={<Button size="sm">New user</Button>}
      footer={<FormDialogFooter formId={FORM_ID} pending={pending} submitLabel="Create user" />}
    >
      <form ref={formRef} id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {create.message ? (
          <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
            {create.message}
          </p>
        ) : null}
        <TextField
          label="Name"
          name="display_name"
          autoComplete="off"
          required
          value={values.display_name}
          onChange={text('display_name')}
          error={errors.display_name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={text('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="off"
          required
          value={values.phone}
          onChange={text('phone')}
          error={errors.phone}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={text('password')}
          error={errors.password}
          hint="At least 6 characters."
        />
        <CheckboxField
          label="Send email invitation"
          name="send_email"
          checked={values.send_email}
          onChange={(e) => setValues((v) => ({ ...v, send_email: e.target.checked }))}
        />
        <CheckboxField
          label="Send SMS invitation"
          name="send_sms"
          checked={values.send_sms}
          onChange={(e) => setValues((v) => ({ ...v, send_sms: e.target.checked }))}
        />
      </form>
    </Dialog>
  );
}
