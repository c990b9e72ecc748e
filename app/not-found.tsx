import Link from 'next/link';
import { MSG } from '@/lib/messages';

export default function NotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-semibold">{MSG.notFoundTitle}</h1>
      <p className="text-muted-foreground">{MSG.notFoundText}</p>
      <Link href="/" className="font-medium text-brand-strong underline">
        {MSG.backToDashboard}
      </Link>
    </main>
  );
}
