'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** The props Next 16 passes to an error.tsx boundary (`retry` re-fetches, `reset` only re-renders). */
export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
  reset: () => void;
}

export interface ErrorStateProps extends Partial<ErrorBoundaryProps> {
  /** Custom retry (e.g. re-run a client fetch); may be async, the button stays busy until it settles. */
  onRetry?: () => void | Promise<void>;
  /** Defaults to the spec's 'Unable to load data'. */
  message?: string;
  /** Smaller padding, for statistic cards. */
  compact?: boolean;
  className?: string;
}

/**
 * 'Unable to load data' with a 'Try again' button that really retries: `onRetry` when given, else
 * an error boundary's `retry`, else `router.refresh()` to re-run the server components. The retry
 * runs in a transition so the button shows it is busy until fresh data has arrived.
 *
 * In an error.tsx: `'use client'; export { ErrorState as default } from '@/components/ui/states';`
 */
export function ErrorState({ error, retry, onRetry, message = 'Unable to load data', compact = false, className }: ErrorStateProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    // Server errors reach the browser as a digest only; logging it lets support match server logs.
    if (error !== undefined) console.error(error);
  }, [error]);

  function handleRetry() {
    startTransition(async () => {
      if (onRetry) await onRetry();
      else if (retry) retry();
      else router.refresh();
    });
  }

  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-center',
        compact ? 'p-4' : 'rounded-lg border border-dashed border-border-strong bg-surface p-8',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 text-danger" fill="none">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6m0 3.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-medium text-foreground">{message}</p>
      <Button variant="secondary" size="sm" pending={isPending} onClick={handleRetry}>
        Try again
      </Button>
    </div>
  );
}
