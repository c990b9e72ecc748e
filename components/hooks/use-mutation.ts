'use client';

import { useRouter } from 'next/navigation';
import { useReducer, useRef, type RefObject } from 'react';
import { useToast } from '@/components/ui/toast';
import type { JsonResult } from '@/lib/http/json';
import {
  firstInvalidName,
  IDLE,
  mutationReducer,
  runCycle,
  sendAsIs,
  type Checked,
  type CycleOutcome,
  type FieldErrors,
} from '@/components/hooks/mutation-cycle';

export type { Checked, FieldErrors } from '@/components/hooks/mutation-cycle';

export interface MutationOptions<I, D, A> {
  /** The zod-free check (lib/<area>/check.ts); without it the input is sent as it is. */
  check?: (input: I) => Checked<D>;
  /** Sends the checked data, e.g. `(data) => postJson<AgentPinned>(url, data)`. */
  send: (data: D) => Promise<JsonResult<A>>;
  /** Waits this long between the check and the send (the profile form's spec'd delay). */
  delayMs?: number;
  /** The success toast's text, from the answer if need be; null or absent shows none. */
  success?: string | ((answer: A, data: D) => string | null) | null;
  /** The failure toast: the server's message (default), a fixed text, one made from the server's message, or none (the form shows `message`). */
  failureToast?: 'server' | 'none' | { text: string } | ((message: string) => string);
  /** router.refresh() after a success, so server components read the change. */
  refresh?: boolean;
  /** True when the answer starts a full page load: stay busy until the page unloads. */
  holdPending?: (answer: A) => boolean;
  /** A form ref of the caller's, when one <form> serves several cycles (sign-in and forgot password). */
  form?: RefObject<HTMLFormElement | null>;
  /** Mirrors `pending` to a parent that draws the submit button (a dialog's footer). */
  onPendingChange?: (pending: boolean) => void;
  onInvalid?: (errors: FieldErrors) => void;
  onSuccess?: (answer: A, data: D) => void;
  onFailure?: (message: string, status: number) => void;
}

export interface Mutation<I> {
  /** Runs the cycle; true once the server accepted. A second call while one is under way is ignored. */
  submit: (input: I) => Promise<boolean>;
  pending: boolean;
  /** The check's messages per field name; give each field its own as `error`. */
  errors: FieldErrors;
  /** The server's message after a failure, for forms that show it inline. */
  message: string | null;
  /** Clears errors and message (a Cancel button). */
  reset: () => void;
  /**
   * Attach to the <form>: the first invalid field (by name) gets focus after a refused check.
   * Destructure it (`const { formRef, ...save } = useMutation(…)`): React's lint treats an object
   * whose member is passed as a ref as a ref in every other read.
   */
  formRef: RefObject<HTMLFormElement | null>;
}

/** Focuses the first named control with a message, else the first control marked aria-invalid. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const controls = Array.from(form.elements).filter(
    (el): el is HTMLInputElement => 'name' in el && typeof el.name === 'string' && el.name !== '' && !(el as HTMLInputElement).disabled,
  );
  const name = firstInvalidName(
    controls.map((el) => el.name),
    errors,
  );
  const target = controls.find((el) => el.name === name) ?? form.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

type Toast = ReturnType<typeof useToast>;
type Router = ReturnType<typeof useRouter>;

/**
 * What follows a sent cycle, in useMutation and in useRowMutation (components/ui/row-actions.tsx):
 * the failure toast and onFailure, or onSuccess, the success toast and the refresh. True on success.
 */
export function finishCycle<D, A>(
  outcome: Exclude<CycleOutcome<D, A>, { kind: 'invalid' }>,
  options: Pick<MutationOptions<unknown, D, A>, 'failureToast' | 'success' | 'refresh' | 'onSuccess' | 'onFailure'>,
  toast: Toast,
  router: Router,
): boolean {
  if (outcome.kind === 'failed') {
    const shown = options.failureToast ?? 'server';
    if (shown === 'server') toast.error(outcome.message);
    else if (typeof shown === 'function') toast.error(shown(outcome.message));
    else if (shown !== 'none') toast.error(shown.text);
    options.onFailure?.(outcome.message, outcome.status);
    return false;
  }
  options.onSuccess?.(outcome.answer, outcome.data);
  const text = typeof options.success === 'function' ? options.success(outcome.answer, outcome.data) : options.success;
  if (text) toast.success(text);
  if (options.refresh) router.refresh();
  return true;
}

/**
 * One client mutation: check, pending state, send, the spec's toast (success text; the server's
 * message on failure), refresh, and focus on the first invalid field. The form keeps its own
 * values, so what was typed stays after any refusal; it clears them itself in onSuccess.
 */
type CheckedOptions<I, D, A> = MutationOptions<I, D, A> & { check: (input: I) => Checked<D> };

export function useMutation<I, D, A>(options: CheckedOptions<I, D, A>): Mutation<I>;
export function useMutation<D, A>(options: MutationOptions<D, D, A> & { check?: undefined }): Mutation<D>;
export function useMutation<I, D, A>(options: CheckedOptions<I, D, A> | (MutationOptions<I, I, A> & { check?: undefined })): Mutation<I> {
  const router = useRouter();
  const toast = useToast();
  const [state, dispatch] = useReducer(mutationReducer, IDLE);
  const ownForm = useRef<HTMLFormElement | null>(null);
  const formRef = options.form ?? ownForm;
  const running = useRef(false);

  async function submit(input: I): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    // Without a check the input is the data sent.
    return options.check ? cycle(input, options) : cycle(input, { ...options, check: sendAsIs<I> });
  }

  async function cycle<D>(input: I, options: CheckedOptions<I, D, A>): Promise<boolean> {
    let outcome: CycleOutcome<D, A>;
    try {
      outcome = await runCycle(input, options, (event) => {
        dispatch(event);
        if (event.type === 'send') options.onPendingChange?.(true);
        else if (event.type === 'fail' || event.type === 'succeed') options.onPendingChange?.(false);
      });
    } finally {
      running.current = false;
    }
    // A page about to unload takes no second submission.
    if (outcome.kind === 'done' && options.holdPending?.(outcome.answer)) running.current = true;
    if (outcome.kind === 'invalid') {
      options.onInvalid?.(outcome.errors);
      // After the fields re-render with aria-invalid, so keyboard and screen-reader users land on it.
      const errors = outcome.errors;
      window.requestAnimationFrame(() => focusFirstInvalid(formRef.current, errors));
      return false;
    }
    return finishCycle(outcome, options, toast, router);
  }

  return {
    submit,
    pending: state.phase === 'pending',
    errors: state.errors,
    message: state.message,
    reset: () => dispatch({ type: 'reset' }),
    formRef,
  };
}
