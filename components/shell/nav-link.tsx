'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';

/** A sidebar link that marks itself as the current page. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const path = usePathname();
  const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
  return (
    <Link
      href={href}
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
