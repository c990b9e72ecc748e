import type { JsonResult } from '@/lib/http/json';

/**
 * The cycle every form repeats, without React: check with the zod-free rules, send, and land in
 * one of three outcomes. useMutation (use-mutation.ts) adds the effects: toasts, refresh, focus.
 */

/** Messages per field, as the lib/<area>/check.ts modules give them. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** What a zod-free check answers. */
export type Checked<D> = { ok: true; data: D } | { ok: false; errors: FieldErrors };

export type MutationPhase = 'idle' | 'invalid' | 'pending' | 'failed' | 'done';

export interface MutationState {
  phase: MutationPhase;
  /** The check's messages, shown by the fields; cleared once a send starts. */
  errors: FieldErrors;
  /** The server's message after a failed send (the form may show it inline instead of a toast). */
  message: string | null;
}

export type MutationEvent =
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  | { type: 'fail'; message: string }
  | { type: 'succeed' }
  /** The send finished but the page is about to unload: stay busy. */
  | { type: 'hold' }
  | { type: 'reset' };

export const IDLE: MutationState = { phase: 'idle', errors: {}, message: null };

/** The cycle's states. The form's own values are never here: what was typed stays on any failure. */
export function mutationReducer(state: MutationState, event: MutationEvent): MutationState {
  // An answer only ends a send under way (one that arrives after a reset changes nothing).
  if ((event.type === 'fail' || event.type === 'succeed' || event.type === 'hold') && state.phase !== 'pending') return state;
  switch (event.type) {
    case 'invalid':
      return { phase: 'invalid', errors: event.errors, message: null };
    case 'send':
      return { phase: 'pending', errors: {}, message: null };
    case 'fail':
      return { phase: 'failed', errors: {}, message: event.message };
    case 'succeed':
      return { phase: 'done', errors: {}, message: null };
    case 'hold':
      return { phase: 'pending', errors: {}, message: null };
    case 'reset':
      return IDLE;
  }
}

export type CycleOutcome<D, A> =
  { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed'; message: string; status: number } | { kind: 'done'; data: D; answer: A };

export interface CycleSteps<I, D, A> {
  /** The zod-free check (`sendAsIs` for an input that needs none). */
  check: (input: I) => Checked<D>;
  /** Waits this long after the check and before sending (the profile form's 400 ms). */
  delayMs?: number;
  send: (data: D) => Promise<JsonResult<A>>;
  /** True when this answer starts a full page load: the form stays busy until it unloads. */
  holdPending?: (answer: A) => boolean;
}

/** The check of an input sent as it is (a delete, a switch): nothing to refuse. */
export function sendAsIs<D>(input: D): Checked<D> {
  return { ok: true, data: input };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One pass: check, then (when valid) send. Reports each transition to `dispatch`. */
export async function runCycle<I, D, A>(
  input: I,
  steps: CycleSteps<I, D, A>,
  dispatch: (event: MutationEvent) => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<CycleOutcome<D, A>> {
  const checked = steps.check(input);
  if (!checked.ok) {
    dispatch({ type: 'invalid', errors: checked.errors });
    return { kind: 'invalid', errors: checked.errors };
  }
  dispatch({ type: 'send' });
  if (steps.delayMs) await wait(steps.delayMs);
  const result = await steps.send(checked.data);
  if (!result.ok) {
    dispatch({ type: 'fail', message: result.message });
    return { kind: 'failed', message: result.message, status: result.status };
  }
  dispatch({ type: steps.holdPending?.(result.data) ? 'hold' : 'succeed' });
  return { kind: 'done', data: checked.data, answer: result.data };
}

/**
 * The field to focus after a refused check: the first control, in the form's order, whose name
 * carries a message; null when no named control does.
 */
export function firstInvalidName(namesInOrder: readonly string[], errors: FieldErrors): string | null {
  return namesInOrder.find((name) => Boolean(errors[name])) ?? null;
}
