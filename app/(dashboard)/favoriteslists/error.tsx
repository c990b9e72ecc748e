'use client';

import { ErrorState, type ErrorBoundaryProps } from '@/components/ui/states';
import { FAV_MSG } from '@/lib/favorites-lists/rules';

export default function FavoritesListsError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} message={FAV_MSG.loadFailed} />;
}
