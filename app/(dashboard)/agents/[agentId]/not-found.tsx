import Link from 'next/link';
import { MSG } from '@/lib/messages';

/** An unknown agent id: the spec's not-found texts, inside the dashboard shell. */
export default function AgentNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-3xl font-semibold">{MSG.notFoundTitle}</h1>
      <p className="text-muted-foreground">{MSG.notFoundText}</p>
      <Link href="/" className="font-medium text-brand-strong underline">
        {MSG.backToDashboard}
      </Link>
    </div>
  );
}
