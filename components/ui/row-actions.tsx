'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { runCycle, sendAsIs } from '@/components/hooks/mutation-cycle';
import { useToast } from '@/components/ui/toast';
import { finishCycle, type MutationOptions } from '@/components/hooks/use-mutation';

/** A press on a row's action button: which action, the row's key, and the button itself. */
export interface RowActionEvent {
  action: string;
  key: string;
  button: HTMLElement;
}

export interface RowActionsProps {
  /** Called for a press on any `[data-row-action]` button inside (see RowActionButton). */
  onAction: (event: RowActionEvent) => void;
  /** The server-rendered table. */
  children: ReactNode;
}

function selectorOf(action: string, key: string): string {
  return `[data-row-action="${CSS.escape(action)}"][data-row-key="${CSS.escape(key)}"]`;
}

/**
 * Delegated row actions for a server-rendered table: the rows carry plain buttons
 * (`RowActionButton`, `data-row-action` and `data-row-key`), and one listener here turns a press
 * into `onAction`, so the area's client component renders one dialog for the whole table instead of
 * a client component per row. A row's client component costs every server render its props in the
 * RSC payload, its hooks and its markup twice (payload and HTML), and the browser a hydration: on
 * the showings page, 25 of them were a quarter of the page's server time.
 *
 * Focus: the dialogs return focus to the button that opened them; when a refresh has replaced the
 * rows meanwhile (a changed row is new HTML), the same action of the same row gets it instead.
 */
export function RowActions({ onAction, children }: RowActionsProps) {
  const root = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  const shownRows = useRef(children);

  // When a refresh has brought new rows and the button that had focus went with the old ones.
  useLayoutEffect(() => {
    if (shownRows.current === children) return;
    shownRows.current = children;
    const selector = last.current;
    const active = document.activeElement;
    if (!selector || (active && active !== document.body)) return;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [children]);

  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>('[data-row-action]');
    if (!button || !event.currentTarget.contains(button) || button.matches(':disabled')) return;
    const action = button.dataset.rowAction ?? '';
    const key = button.dataset.rowKey ?? '';
    last.current = selectorOf(action, key);
    onAction({ action, key, button });
  };

  return (
    <div
      ref={root}
      onClick={onClick}
      onFocus={(event) => {
        // Focus moved to another control of the table: that is where it belongs after a refresh.
        const target = event.target as HTMLElement;
        if (!event.currentTarget.contains(target) || target.closest('dialog')) return;
        const button = target.closest<HTMLElement>('[data-row-action]');
        last.current = button ? selectorOf(button.dataset.rowAction ?? '', button.dataset.rowKey ?? '') : null;
      }}
    >
      {children}
    </div>
  );
}

/** useMutation's options that make sense for a button acting at once; onSuccess also gets the button. */
export type RowMutationOptions<D, A> = Pick<MutationOptions<D, D, A>, 'send' | 'success' | 'failureToast' | 'refresh'> & {
  onSuccess?: (answer: A, button: HTMLElement) => void;
};

/**
 * useMutation's cycle for a row's button that acts at once (hide, show on listing): the button is
 * the pending state (disabled, aria-busy) while its row's change is sent, and another row's button
 * may be pressed meanwhile. The toasts and the refresh are useMutation's (finishCycle).
 */
export function useRowMutation<D, A>(options: RowMutationOptions<D, A>) {
  const router = useRouter();
  const toast = useToast();
  return async (button: HTMLElement, data: D): Promise<boolean> => {
    if (button.getAttribute('aria-busy') === 'true') return false;
    const wasDisabled = button.hasAttribute('disabled');
    const setBusy = (busy: boolean) => {
      button.setAttribute('aria-busy', String(busy));
      button.toggleAttribute('disabled', busy || wasDisabled);
    };
    const outcome = await runCycle(data, { check: sendAsIs, send: options.send }, (event) => setBusy(event.type === 'send'));
    setBusy(false);
    if (outcome.kind === 'invalid') return false; // no check: never
    return finishCycle(outcome, { ...options, onSuccess: (answer) => options.onSuccess?.(answer, button) }, toast, router);
  };
}
