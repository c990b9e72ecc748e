'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  /** E.g. 'Delete agent'. */
  title: string;
  /** The question in the spec's words, e.g. 'Remove this photo?'. */
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (red confirm button). */
  variant?: 'primary' | 'danger';
  /**
   * Runs on confirm; may be async, the dialog stays open and busy until it settles. It closes
   * afterwards unless this returns false or throws (report failures yourself, e.g. with a toast).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Element that opens the dialog; omit and pass `open`/`onOpenChange` to control it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** 'Are you sure?' with Cancel and a confirm button; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  trigger,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  async function handleConfirm() {
    setPending(true);
    let close = true;
    try {
      close = (await onConfirm()) !== false;
    } catch (error) {
      close = false;
      console.error(error);
    } finally {
      setPending(false);
    }
    if (close) setOpen(false);
  }

  return (
    <Dialog
      title={title}
      description={message}
      trigger={trigger}
      open={isOpen}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
      dismissible={!pending}
      size="sm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button variant={variant} pending={pending} onClick={handleConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
