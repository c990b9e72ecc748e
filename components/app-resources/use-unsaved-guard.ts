'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

/**
 * While `dirty`: closing or reloading the tab asks the browser's question, and a click on a link of the
 * dashboard (the sidebar, the header) is held until the user confirms. The click is caught on the window
 * before any link handler sees it. Answers the held destination (for a confirmation dialog), `leave` to go
 * there, `stay` to drop it, and `ask` for the screen's own navigations (the office selector).
 */
export function useUnsavedGuard(dirty: boolean) {
  const router = useRouter();
  const [held, setHeld] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 and some others want returnValue set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setHeld(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const ask = useCallback(
    (href: string) => {
      if (dirty) setHeld(href);
      else router.push(href);
    },
    [dirty, router],
  );
  const leave = useCallback(() => {
    const href = held;
    setHeld(null);
    if (href) router.push(href);
  }, [held, router]);
  const stay = useCallback(() => setHeld(null), []);

  return { held, ask, leave, stay };
}
