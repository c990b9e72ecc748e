'use client';

import { useState, type FormEvent } from 'react';
import { PaymentCard } from '@/components/provision/payment-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { SignupAnswer } from '@/lib/provision/answers';
import { checkSignup, EMPTY_SIGNUP } from '@/lib/provision/check';
import { PROVISION_MSG, provisionError } from '@/lib/provision/rules';

type Values = typeof EMPTY_SIGNUP;

/** A key made once per form: every submit of this form sends it, so a repeated submit never makes a second agent. */
function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-signup`;
}

/**
 * The agent sign-up form of a self-provisioning link: name, e-mail, phone and password with the
 * spec's messages; the server's message (or 'Unknown error') inline; after saving, 'Agent details saved' with
 * the payment link.
 */
export function SignupForm({ uri, provisionId }: { uri: string; provisionId: string }) {
  const [values, setValues] = useState<Values>(EMPTY_SIGNUP);
  const [idempotencyKey] = useState(newKey);
  const [saved, setSaved] = useState<SignupAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...save } = useMutation({
    check: checkSignup,
    send: (data) => postJson<SignupAnswer>('/api/provision/signup', { ...data, uri, provisionId, idempotencyKey }),
    failureToast: 'none',
    onPendingChange: (sending) => {
      if (sending) setFailure(null);
    },
    onFailure: (message) => setFailure(provisionError(message)),
    onSuccess: (answer) => setSaved(answer),
  });

  if (saved) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-center text-lg font-semibold text-success">
          {PROVISION_MSG.saved}
        </p>
        <PaymentCard paymentUrl={saved.paymentUrl} />
      </div>
    );
  }

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    error: save.errors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Name" required autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 6 characters."
        {...field('password')}
      />
      <div role="alert" className="min-h-5 text-sm text-danger">
        {failure}
      </div>
      <Button type="submit" pending={save.pending}>
        Sign up
      </Button>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <a href="/login" className="font-medium text-brand-strong underline">
          Sign in
        </a>
      </p>
    </form>
  );
}
