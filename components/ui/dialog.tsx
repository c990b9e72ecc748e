'use client';

import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/close-icon';
import { useClientReady } from '@/components/hooks/use-client-ready';
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
  /** 'start': a drawer along the left edge (the shell's mobile menu). */
  placement?: 'center' | 'start';
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Stops Escape, outside clicks and the close button from closing it (e.g. while saving). */
  dismissible?: boolean;
  /** Where focus goes on open (call preventDefault, then focus); the first control otherwise. */
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

const CloseContext = createContext<(() => void) | null>(null);

type Clickable = ReactElement<{ onClick?: (event: ReactMouseEvent<HTMLElement>) => void }>;

/** Closes the dialog it sits in; with `asChild` it lends that behaviour to its one child (a button). */
export function DialogClose({ asChild, children }: { asChild?: boolean; children: ReactNode }) {
  const close = use(CloseContext);
  if (asChild && isValidElement(children)) {
    const child = children as Clickable;
    return cloneElement(child, {
      onClick: (event: ReactMouseEvent<HTMLElement>) => {
        child.props.onClick?.(event);
        if (!event.defaultPrevented) close?.();
      },
    });
  }
  return (
    <button type="button" onClick={() => close?.()}>
      {children}
    </button>
  );
}

let scrollLocks = 0;

/**
 * A modal dialog on the browser's own <dialog> (showModal): the page behind is inert and hidden
 * from assistive technology, focus moves in, Escape and a click outside close it, focus returns to
 * whatever opened it. Controlled (`open` + `onOpenChange`) or uncontrolled with a `trigger`. Its
 * content mounts only while open. No library: every page carries this file, so it stays small.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  footer,
  size = 'md',
  placement = 'center',
  closeLabel = 'Close',
  dismissible = true,
  onOpenAutoFocus,
  className,
  children,
}: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const ready = useClientReady();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const requestClose = () => {
    if (dismissible) setOpen(false);
  };
  // The latest props for the effects below, which run once per opening.
  const latest = useRef({ onOpenAutoFocus, requestClose });
  useLayoutEffect(() => {
    latest.current = { onOpenAutoFocus, requestClose };
  });

  const shown = isOpen && ready;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const autoFocus = new Event('dialog.autoFocus', { cancelable: true });
    latest.current.onOpenAutoFocus?.(autoFocus);
    if (!autoFocus.defaultPrevented && !dialog.contains(document.activeElement)) dialog.focus();
    if (scrollLocks++ === 0) document.documentElement.style.overflow = 'hidden';
    return () => {
      if (--scrollLocks === 0) document.documentElement.style.overflow = '';
      const target = opener.current;
      opener.current = null;
      // After React has removed the dialog, so the browser's own focus fix-up does not win.
      if (target?.isConnected) queueMicrotask(() => target.focus());
    };
  }, [shown]);

  // The browser closes a modal dialog on its own in a few cases (a second Escape); follow it.
  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.requestClose();
    };
    const onClose = () => latest.current.requestClose();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, [shown]);

  const openerButton =
    trigger && isValidElement(trigger)
      ? cloneElement(
          trigger as Clickable,
          {
            'aria-haspopup': 'dialog',
            'aria-expanded': isOpen,
            onClick: (event: ReactMouseEvent<HTMLElement>) => {
              (trigger as Clickable).props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          } as Partial<Clickable['props']>,
        )
      : null;

  const drawer = placement === 'start';
  const content = shown ? (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        requestClose();
      }}
      // A press on the backdrop lands on the <dialog> itself; presses on the content land inside it.
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className={cn(
        'border border-border bg-surface p-0 text-foreground shadow-xl open:flex open:flex-col focus:outline-none',
        'backdrop:bg-[rgb(0_0_0/0.5)] motion-safe:backdrop:animate-fade-in',
        drawer
          ? 'm-0 h-dvh max-h-none w-72 max-w-[85vw] rounded-none'
          : cn('m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-lg motion-safe:animate-pop-in', widths[size]),
        className,
      )}
    >
      <CloseContext value={requestClose}>
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-foreground">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            aria-label={closeLabel}
            disabled={!dismissible}
            onClick={requestClose}
            className="-m-1 shrink-0 rounded-md p-1.5 text-muted-foreground hover:bg-surface-sunken hover:text-foreground disabled:opacity-50"
          >
            <CloseIcon />
          </button>
        </div>
        {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm">{children}</div> : null}
        {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-border bg-surface-muted px-5 py-3">{footer}</div> : null}
      </CloseContext>
    </dialog>
  ) : null;

  return (
    <>
      {openerButton}
      {content ? createPortal(content, document.body) : null}
    </>
  );
}
