'use client';

import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { cn } from '@/components/ui/cn';

export type ToastKind = 'success' | 'error';

/** The spec's snackbar duration. */
export const TOAST_DURATION_MS = 4000;
const MAX_VISIBLE = 3;

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Removes one toast, or all of them without an id. */
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

let lastId = 0;

/**
 * Holds the toasts and draws them in live regions. Mount it once in the root layout: its state
 * lives above the pages, so a toast raised just before router.push() stays up on the next screen.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((toast) => toast.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind, message: string) => {
      lastId += 1;
      const toast = { id: lastId, kind, message };
      // The same message twice (a double click) restarts one toast instead of stacking two.
      setToasts((current) => [...current.filter((item) => item.kind !== kind || item.message !== message), toast].slice(-MAX_VISIBLE));
    };
    return {
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
        {/* The regions are always in the page: live regions added together with their text are often not read. */}
        <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {toasts
            .filter((toast) => toast.kind === 'success')
            .map((toast) => (
              <ToastView key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
            ))}
        </div>
        <div role="alert" aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastView key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastView({ toast, duration, onDismiss }: { toast: ToastItem; duration: number; onDismiss: (id: number) => void }) {
  // Hovering or focusing a toast holds it, so it can be read or dismissed without racing the timer.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [held, duration, onDismiss, toast.id]);

  const isError = toast.kind === 'error';
  return (
    <div
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border border-border border-s-4 bg-surface p-3 shadow-lg motion-safe:animate-slide-in',
        isError ? 'border-s-danger' : 'border-s-success',
      )}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', isError ? 'text-danger' : 'text-success')}>
        {isError ? (
          <path
            fill="currentColor"
            d="M10 1.7a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6Zm-.9 4.1h1.8v5.4H9.1V5.8Zm0 6.9h1.8v1.8H9.1v-1.8Z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M10 1.7a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6Zm-1.3 11.8L5 9.8l1.3-1.3 2.4 2.4 5-5 1.3 1.3-6.3 6.3Z"
          />
        )}
      </svg>
      <p className="min-w-0 flex-1 text-sm text-foreground">{toast.message}</p>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 text-muted-foreground hover:bg-surface-sunken hover:text-foreground"
      >
        <CloseIcon size="sm" />
      </button>
    </div>
  );
}

/** `toast.success(message)` / `toast.error(message)` from any client component under ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (in the root layout).');
  return api;
}

export interface NavigateWithToastOptions {
  replace?: boolean;
  scroll?: boolean;
  /** Wait before navigating, e.g. the spec's 'Listing saved' then redirect after 1 second. */
  delayMs?: number;
}

/**
 * Shows a toast and navigates; the toast survives the navigation because it lives in the
 * provider, not in the page being left. Usage: `navigate('/agents', 'success', 'Profile was saved')`.
 */
export function useNavigateWithToast() {
  const router = useRouter();
  const toast = useToast();
  return useCallback(
    (href: string, kind: ToastKind, message: string, options: NavigateWithToastOptions = {}) => {
      toast[kind](message);
      const go = () => (options.replace ? router.replace(href, { scroll: options.scroll }) : router.push(href, { scroll: options.scroll }));
      if (options.delayMs) window.setTimeout(go, options.delayMs);
      else go();
    },
    [router, toast],
  );
}
