import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { CONFIRM_MSG, MSG } from '@/lib/messages';
import { safeNextPath } from '@/lib/redirect';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const one = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const notice =
    one('expired') === '1'
      ? MSG.sessionExpired
      : one('restore') === 'unreachable'
        ? MSG.unreachable
        : one('restore') === 'failed'
          ? MSG.restoreFailed
          : one('signedout') === 'browser'
            ? CONFIRM_MSG.signedOutBrowserOnly
            : null;
  return (
    <AuthCard title="Sign in to your dashboard">
      <LoginForm next={safeNextPath(one('next'))} notice={notice} />
    </AuthCard>
  );
}
