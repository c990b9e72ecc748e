'use client';

import { catchError, type ErrorInfo } from 'next/error';
import { ErrorState } from '@/components/ui/states';

/**
 * One card's error boundary, for the unexpected: a card whose body throws shows 'Unable to load
 * data' with a 'Try again' that re-fetches, and the other cards stay standing. Expected upstream
 * failures are answered by the cards themselves (server/home.ts loadCard), without throwing.
 */
export const CardBoundary = catchError(function CardFallback(props: { className?: string }, { error, retry }: ErrorInfo) {
  return <ErrorState compact error={error} retry={retry} className={props.className} />;
});
