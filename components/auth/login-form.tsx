'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { postJson } from '@/lib/http/json';
import { checkForgot, checkLogin, type AuthFieldErrors } from '@/lib/validation/auth-check';

type App = { stack_id: string; name: string; icon: string };
type View = 'login' | 'forgot' | 'choose';

/** Sign-in: email and password, the forgot-password view, and the app chooser when several apps match. */
export function LoginForm({ next, notice }: { next: string; notice: string | null }) {
  const [view, setView] = useState<View>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(
    notice ? { kind: 'info', text: notice } : null,
  );
  const [apps, setApps] = useState<App[]>([]);
  const [pending, setPending] = useState(false);

  async function signIn(stackId?: string) {
    const checked = checkLogin({ email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setMessage(null);
    setPending(true);
    const result = await postJson<{ redirect?: string; apps?: App[] }>('/api/auth/login', { ...checked.data, stack_id: stackId, next });
    if (!result.ok) {
      setPending(false);
      setMessage({ kind: 'error', text: result.message });
      if (stackId) setView('login');
      return;
    }
    if (result.data.apps) {
      setPending(false);
      setApps(result.data.apps);
      setView('choose');
      return;
    }
    // A full load, so the shell renders with the new session from the server.
    window.location.assign(result.data.redirect ?? '/');
  }

  async function forgot() {
    const checked = checkForgot({ email });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await postJson<{ message: string }>('/api/auth/forgot', checked.data);
    setPending(false);
    setMessage(result.ok ? { kind: 'info', text: result.data.message } : { kind: 'error', text: result.message });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (view === 'forgot') void forgot();
    else void signIn();
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
                onClick={() => void signIn(app.stack_id)}
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
    <form noValidate onSubmit={onSubmit}>
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
          setErrors({});
          setMessage(null);
        }}
      >
        {view === 'login' ? 'Forgot password?' : 'Back to sign in'}
      </button>
    </form>
  );
}
