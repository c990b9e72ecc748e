import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { fubErrorMessage } from '@/lib/messages';

export const metadata: Metadata = { title: 'Embedded sign-in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The CRM embed's error page: one message chosen by err, in the sign-in screens' card. It lives inside the CRM's iframe. */
export default async function FubErrorPage({ searchParams }: Props) {
  const { err } = await searchParams;
  return (
    <AuthCard title="Embedded sign-in">
      <p role="alert" className="rounded-md bg-danger-soft p-3 text-center text-danger">
        {fubErrorMessage(typeof err === 'string' ? err : undefined)}
      </p>
    </AuthCard>
  );
}
