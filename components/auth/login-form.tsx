'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AppChoice, ForgotAnswer, LoginAnswer } from '@/lib/auth/answers';
import { checkForgot, checkLogin, type AuthFieldErrors } from '@/lib/auth/check';
import { postJson } from '@/lib/http/json';

type View = 'login' | 'forgot' | 'choose';

/** Sign-in: email and password, the forgot-password view, and the app chooser when several apps match. */
export function LoginForm({ next, notice }: { next: string; notice: string | null }) {
  const [view, setView] = useState<View>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(notice ? { kind: 'info', text: notice } : null);
  const [apps, setApps] = useState<AppChoice[]>([]);
  // The app chosen in the chooser, sent with the next sign-in; read by the callbacks, not the render.
  const stackId = useRef<string | undefined>(undefined);
  // One <form> serves both views: both cycles focus its first invalid field.
  const form = useRef<HTMLFormElement>(null);
  const login = useMutation({
    form,
    check: checkLogin,
    send: (data) => postJson<LoginAnswer>('/api/auth/login', { ...data, stack_id: stackId.current, next }),
    failureToast: 'none',
    onPendingChange: (sending) => {
      if (sending) setMessage(null);
    },
    // A redirect is a full load, so the shell renders with the new session from the server.
    holdPending: (answer) => !answer.apps,
    onFailure: (text) => {
      setMessage({ kind: 'error', text });
      if (stackId.current) setView('login');
    },
    onSuccess: (answer) => {
      if (answer.apps) {
        setApps(answer.apps);
        setView('choose');
      } else window.location.assign(answer.redirect ?? '/');
    },
  });
  const forgot = useMutation({
    form,
    check: checkForgot,
    send: (data) => postJson<ForgotAnswer>('/api/auth/forgot', data),
    failureToast: 'none',
    onFailure: (text) => setMessage({ kind: 'error', text }),
    onSuccess: (answer) => setMessage({ kind: 'info', text: answer.message }),
  });
  const errors: AuthFieldErrors = view === 'forgot' ? forgot.errors : login.errors;
  const pending = login.pending || forgot.pending;

  function signIn(chosen?: string) {
    stackId.current = chosen;
    void login.submit({ email, password });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (view === 'forgot') void forgot.submit({ email });
    else signIn();
  }

  const banner = message ? (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-md p-3 text-sm ${message.kind === 'error' ? 'bg-danger-soft text-danger' : 'bg-info-soft text-info'}`}
    >
      {message.text}
    </p>
  ) : null;

  if (view === 'choose') {
    return (
      <div>
        {banner}
        <h2 className="mb-3 text-lg font-medium">Choose an app</h2>
        <ul className="space-y-2">
          {apps.map((app) => (
            <li key={app.stack_id}>
              <button
                type="button"
                disabled={pending}
                onClick={() => signIn(app.stack_id)}
                className="flex w-full items-center gap-3 rounded-md border border-border p-3 text-left hover:bg-surface-sunken disabled:opacity-60"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={app.icon} alt="" width={40} height={40} className="size-10 rounded-md" />
                <span className="font-medium">{app.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" className="mt-4 w-full" onClick={() => setView('login')}>
          Back
        </Button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      {banner}
      {view === 'forgot' ? (
        <p className="mb-4 text-sm text-muted-foreground">Enter your email and we will send you a link to reset your password.</p>
      ) : null}
      <TextField
        id="email"
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        className="mb-4"
      />
      {view === 'login' ? (
        <TextField
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          className="mb-6"
        />
      ) : null}
      <Button type="submit" className="w-full" pending={pending}>
        {view === 'login' ? 'Sign in' : 'Send reset link'}
      </Button>
      <button
        type="button"
        className="mt-4 block w-full text-center text-sm font-medium text-brand-strong underline"
        onClick={() => {
          setView(view === 'login' ? 'forgot' : 'login');
          login.reset();
          forgot.reset();
          setMessage(null);
        }}
      >
        {view === 'login' ? 'Forgot password?' : 'Back to sign in'}
      </button>
    </form>
  );
}
