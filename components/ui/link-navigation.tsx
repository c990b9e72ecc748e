'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The `AppLink` (data-link) the event came from, when it leads to another page of this origin. */
function appLinkOf(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>('a[data-link]');
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return { anchor, path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Client-side navigation for every `AppLink`, from one listener on the window (so it runs after
 * React's own handlers and respects their preventDefault): a plain left click goes through the
 * router as a next/link would, a modified click (new tab, download) is left to the browser, and the
 * page is prefetched when the pointer rests on the link or the keyboard focuses it.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = appLinkOf(event.target);
      if (!link) return;
      event.preventDefault();
      router.push(link.path, { scroll: link.anchor.dataset.link !== 'keep-scroll' });
    };
    const onIntent = (event: Event) => {
      const link = appLinkOf(event.target);
      if (!link) return;
      const page = link.path.split('#', 1)[0] ?? link.path;
      if (prefetched.has(page) || page === `${window.location.pathname}${window.location.search}`) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    window.addEventListener('click', onClick);
    window.addEventListener('pointerover', onIntent, { passive: true });
    window.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('pointerover', onIntent);
      window.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
