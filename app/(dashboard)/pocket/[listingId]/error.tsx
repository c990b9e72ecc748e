'use client';

import { ErrorState, type ErrorBoundaryProps } from '@/components/ui/states';
import { POCKET_MSG } from '@/lib/pocket/rules';

/** The form's load failure: the spec's 'An error occurred', with Try again. */
export default function PocketFormError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} message={POCKET_MSG.loadFailed} />;
}
