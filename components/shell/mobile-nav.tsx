'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** Below 991 px the menu button opens the sidebar's items in a drawer (the shared dialog, along the left edge). */
export function MobileNav({ children }: { children: ReactNode }) {
  const path = usePathname();
  // Open on the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  return (
    <Dialog
      title="Menu"
      closeLabel="Close menu"
      placement="start"
      open={open}
      onOpenChange={(next) => setOpenOn(next ? path : null)}
      trigger={
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md border border-border-strong min-[991px]:hidden"
          aria-label="Open menu"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
