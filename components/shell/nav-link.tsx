'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { cn } from '@/components/ui/cn';

/**
 * A sidebar link that marks itself as the current page. It prefetches on intent (pointer over it or
 * keyboard focus), not when it scrolls into view: the menu holds up to twenty links on every page,
 * and prefetching them all on each page load would cost the server twenty render requests a view.
 */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const path = usePathname();
  const router = useRouter();
  const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
  const prefetch = () => {
    if (!current) router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'block rounded-md px-3 py-2 text-sm font-medium',
        current ? 'bg-brand-soft text-brand-strong' : 'text-foreground hover:bg-surface-sunken',
      )}
    >
      {children}
    </Link>
  );
}
