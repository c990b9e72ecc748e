'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/** Below 991 px the menu button opens the sidebar's items in a drawer. */
export function MobileNav({ children }: { children: ReactNode }) {
  const path = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => setOpenOn(next ? path : null)}>
      <RadixDialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md border border-border-strong min-[991px]:hidden"
        aria-label="Open menu"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto bg-surface shadow-xl">
          <div className="flex items-center justify-between border-b border-border p-3">
            <RadixDialog.Title className="font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md px-2 py-1 text-sm hover:bg-surface-sunken" aria-label="Close menu">
              Close
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">The dashboard&apos;s sections and links.</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
