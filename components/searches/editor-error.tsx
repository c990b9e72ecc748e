'use client';

import { ErrorState, type ErrorBoundaryProps } from '@/components/ui/states';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';

/** The search editors' load failure, 'Unable to load data. An error occurred. Please try another link.' with Try again. */
export function EditorError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} message={SEARCH_MSG.loadError} />;
}
