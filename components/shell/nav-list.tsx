'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState, useTransition, type MouseEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

export type NavItem = { key: string; label: string; href: string };

/** The item the path is on or under ('/' only on itself). */
export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/**
 * The sidebar's menu items: one client component for the whole list, plain anchors inside. Twenty
 * `next/link` elements cost every page's render about a millisecond of server CPU (each one a client
 * reference, its props in the payload and its hooks in the HTML render); these anchors navigate in
 * the client the same way (a plain left click goes through the router, a modified one opens as the
 * browser would), mark the current page, and prefetch on intent (pointer over or keyboard focus), not
 * when they scroll into view, so a page view does not cost the server twenty prefetch renders.
 * Screens have no loading.tsx (a Suspense boundary holds the page's largest paint back by React's
 * 300 ms reveal throttle), so the item tapped shows that its screen is on the way until it arrives.
 */
export function NavList({ items }: { items: readonly NavItem[] }) {
  const path = usePathname();
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const prefetch = (href: string) => {
    if (!isCurrent(href, path)) router.prefetch(href);
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setTarget(href);
    startNavigation(() => router.push(href));
  };
  return (
    <ul className="space-y-0.5">
      {items.map(({ key, label, href }) => {
        const current = isCurrent(href, path);
        const pending = navigating && target === href;
        return (
          <li key={key}>
            <a
              href={href}
              onClick={(event) => navigate(event, href)}
              onPointerEnter={() => prefetch(href)}
              onFocus={() => prefetch(href)}
              aria-current={current ? 'page' : undefined}
              aria-busy={pending || undefined}
              className={cn(
                'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium',
                current || pending ? 'bg-brand-soft text-brand-strong' : 'text-foreground hover:bg-surface-sunken',
              )}
            >
              {label}
              {pending ? <Spinner size="sm" /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
