import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmForm } from '@/components/auth/confirm-form';
import { LinkFailed } from '@/components/auth/link-failed';
import { CONFIRM_MSG, MSG } from '@/lib/messages';
import { unsealPending } from '@/server/request/cross-site';

export const metadata: Metadata = { title: 'Sign in from a link' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A key-restore link (/login?api_key=…) opened from another site: signing in waits for this page's button. */
export default async function LoginConfirmPage({ searchParams }: Props) {
  const { t } = await searchParams;
  const token = typeof t === 'string' ? t : undefined;
  const pending = await unsealPending('restore', token);
  if (!pending) {
    return <LinkFailed title={CONFIRM_MSG.signInTitle} message={MSG.restoreFailed} />;
  }
  return (
    <AuthCard title={CONFIRM_MSG.signInTitle}>
      <p className="mb-6 text-sm">
        {CONFIRM_MSG.signInText} {pending.readOnly ? CONFIRM_MSG.signInReadOnly : null}
      </p>
      <ConfirmForm
        action="/api/auth/restore"
        token={token}
        submit={CONFIRM_MSG.signIn}
        cancel={{ href: '/login', label: CONFIRM_MSG.cancelSignIn }}
      />
    </AuthCard>
  );
}
