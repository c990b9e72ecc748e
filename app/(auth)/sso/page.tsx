import type { Metadata } from 'next';
import { LinkFailed } from '@/components/auth/link-failed';
import { MSG } from '@/lib/messages';

export const metadata: Metadata = { title: 'Single sign-on' };

/** Reached only when /sso lacks e or a, or when the token sign-in failed (proxy.ts sends valid ones on). */
export default function SsoPage() {
  return <LinkFailed title="Single sign-on" message={MSG.ssoInvalid} />;
}
