import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmForm } from '@/components/auth/confirm-form';
import { CONFIRM_MSG, MSG } from '@/lib/messages';

export const metadata: Metadata = { title: 'Sign out' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Signing out, asked (a /logout link from another site) or retried (?failed=1: the upstream did not revoke
 * the key, so the session was kept rather than reported ended). The button posts /logout.
 */
export default async function LogoutConfirmPage({ searchParams }: Props) {
  const failed = (await searchParams).failed === '1';
  if (failed) {
    return (
      <AuthCard title={CONFIRM_MSG.signOutFailedTitle}>
        <p role="alert" className="mb-6 rounded-md bg-danger-soft p-3 text-danger">
          {CONFIRM_MSG.signOutFailed}
        </p>
        <ConfirmForm action="/logout" submit={MSG.tryAgain} cancel={{ href: '/', label: CONFIRM_MSG.backToDashboard }} />
        <form method="post" action="/logout?browser=1" className="mt-6 border-t pt-4 text-center text-sm">
          <button type="submit" className="font-medium text-brand-strong underline">
            {CONFIRM_MSG.signOutBrowserOnly}
          </button>
          <p className="mt-1 text-muted-foreground">{CONFIRM_MSG.signOutBrowserOnlyHint}</p>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={CONFIRM_MSG.signOutTitle}>
      <p className="mb-6 text-sm">{CONFIRM_MSG.signOutText}</p>
      <ConfirmForm action="/logout" submit={CONFIRM_MSG.signOut} cancel={{ href: '/', label: CONFIRM_MSG.staySignedIn }} />
    </AuthCard>
  );
}
