'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  /** Required: names the dialog for screen readers. */
  title: ReactNode;
  /** Read when the dialog opens (aria-describedby). */
  description?: ReactNode;
  /** Element that opens the dialog, e.g. `<Button>Add New Listing</Button>`; omit when controlled. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Buttons at the bottom right; use `<DialogClose asChild>` around a cancel button. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Stops Escape, outside clicks and the close button from closing it (e.g. while saving). */
  dismissible?: boolean;
  /** Where focus goes on open (call preventDefault, then focus); Radix picks the first control otherwise. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
  children?: ReactNode;
}

const widths: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

/** Closes the dialog it sits in; wrap a button with `asChild`. */
export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape closes, focus returns to the
 * trigger, the page behind is hidden from assistive technology. Controlled (`open` +
 * `onOpenChange`) or uncontrolled with a `trigger`.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  size = 'md',
  dismissible = true,
  onOpenAutoFocus,
  className,
  children,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix returns focus to its Trigger; a controlled dialog without one returns it to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    if (trigger) return;
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-foreground/50 motion-safe:animate-fade-in" />
        <RadixDialog.Content
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-lg border border-border bg-surface shadow-xl focus:outline-none motion-safe:animate-pop-in',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-foreground">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              disabled={!dismissible}
              className="-m-1 shrink-0 rounded-md p-1.5 text-muted-foreground hover:bg-surface-sunken hover:text-foreground disabled:opacity-50"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm">{children}</div> : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border bg-surface-muted px-5 py-3">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
