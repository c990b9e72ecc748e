import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from '@/components/auth/auth-card';
import { MSG } from '@/lib/messages';

export const metadata: Metadata = { title: 'Single sign-on' };

/** Reached only when /sso lacks e or a, or when the token sign-in failed (proxy.ts sends valid ones on). */
export default function SsoPage() {
  return (
    <AuthCard title="Single sign-on">
      <p role="alert" className="rounded-md bg-danger-soft p-3 text-danger">
        {MSG.ssoInvalid}
      </p>
      <p className="mt-6 text-center">
        <AppLink href="/login" className="font-medium text-brand-strong underline">
          Sign in with email and password
        </AppLink>
      </p>
    </AuthCard>
  );
}
