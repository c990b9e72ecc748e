import { AppLink } from '@/components/ui/app-link';
import { MSG } from '@/lib/messages';

/** The spec's not-found texts and the way back, for the site-wide page and in-shell not-found pages. */
export function NotFoundMessage({ className }: { className: string }) {
  return (
    <div className={`flex flex-col items-center justify-center gap-4 text-center ${className}`}>
      <h1 className="text-3xl font-semibold">{MSG.notFoundTitle}</h1>
      <p className="text-muted-foreground">{MSG.notFoundText}</p>
      <AppLink href="/" className="font-medium text-brand-strong underline">
        {MSG.backToDashboard}
      </AppLink>
    </div>
  );
}
