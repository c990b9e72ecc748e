import type { Metadata } from 'next';
import { fubErrorMessage } from '@/lib/messages';

export const metadata: Metadata = { title: 'Embedded sign-in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The CRM embed's error page: one message chosen by err. It lives inside the CRM's iframe. */
export default async function FubErrorPage({ searchParams }: Props) {
  const { err } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <p role="alert" className="text-xl font-semibold">
        {fubErrorMessage(typeof err === 'string' ? err : undefined)}
      </p>
    </main>
  );
}
