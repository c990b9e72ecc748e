'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { buildHref, type QueryChanges } from '@/lib/paging';

export interface QueryNavigateOptions {
  /** Replace the history entry (typing in a search box) instead of adding one. */
  replace?: boolean;
}

/**
 * Navigates to the current page with some query parameters changed, keeping the rest. Reads the
 * live query string at call time (no useSearchParams, so no Suspense boundary is needed) and runs
 * in a transition so the caller can show that the new list is loading. Returns the new href.
 */
export function useQueryNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

  const navigate = useCallback(
    (changes: QueryChanges, options: QueryNavigateOptions = {}): string => {
      const href = buildHref(pathname, window.location.search, changes);
      startTransition(() => {
        if (options.replace) router.replace(href, { scroll: false });
        else router.push(href, { scroll: false });
      });
      return href;
    },
    [pathname, router],
  );

  return { navigate, isPending };
}
