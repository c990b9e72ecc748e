import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmForm } from '@/components/auth/confirm-form';
import { LinkFailed } from '@/components/auth/link-failed';
import { CONFIRM_MSG, MSG } from '@/lib/messages';
import { unsealPending } from '@/server/request/cross-site';

export const metadata: Metadata = { title: 'Sign in from a link' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** An SSO link (/sso?e=&a=) opened from another site: it names the account, and signs in only on the button. */
export default async function SsoConfirmPage({ searchParams }: Props) {
  const { t } = await searchParams;
  const token = typeof t === 'string' ? t : undefined;
  const pending = await unsealPending('sso', token);
  if (!pending) {
    return <LinkFailed title="Single sign-on" message={MSG.ssoInvalid} />;
  }
  return (
    <AuthCard title={CONFIRM_MSG.signInTitle}>
      <p className="mb-6 text-sm break-words">{CONFIRM_MSG.signInAs(pending.email)}</p>
      <ConfirmForm
        action="/api/auth/sso"
        token={token}
        submit={CONFIRM_MSG.signIn}
        cancel={{ href: '/login', label: CONFIRM_MSG.cancelSignIn }}
      />
    </AuthCard>
  );
}
