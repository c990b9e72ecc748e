import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

// The error state needs the router and a transition, so it lives in a client module.
export { ErrorState, type ErrorBoundaryProps, type ErrorStateProps } from '@/components/ui/error-state';

export interface LoadingStateProps {
  /** 'spinner' for small areas, 'skeleton' for text blocks, 'table' for list pages. */
  variant?: 'spinner' | 'skeleton' | 'table';
  /** Skeleton lines or table rows to draw. */
  rows?: number;
  /** Announced and, for the spinner, shown. */
  label?: string;
  className?: string;
}

function Bar({ className }: { className?: string }) {
  return <div className={cn('h-3 rounded bg-surface-sunken motion-safe:animate-pulse', className)} />;
}

const widths = ['w-11/12', 'w-4/5', 'w-2/3', 'w-3/4', 'w-1/2'];

/**
 * A polite 'Loading' status: a spinner, or grey placeholder lines shaped like the content, which
 * keep the layout from jumping when data arrives. Server-renderable, so loading.tsx can use it.
 */
export function LoadingState({ variant = 'spinner', rows = 5, label = 'Loading', className }: LoadingStateProps) {
  if (variant === 'spinner') {
    return (
      <div
        role="status"
        className={cn('flex items-center justify-center gap-3 p-8 text-sm text-muted-foreground', className)}
      >
        <Spinner size="md" className="text-brand" />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <div role="status" className={cn('p-4', className)}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        {variant === 'table' ? <Bar className="h-8 w-full" /> : null}
        {Array.from({ length: rows }, (_, index) =>
          variant === 'table' ? (
            <div key={index} className="flex items-center gap-4 border-b border-border py-2">
              <div className="size-8 shrink-0 rounded-full bg-surface-sunken motion-safe:animate-pulse" />
              <Bar className="w-1/4" />
              <Bar className="w-1/3" />
              <Bar className="w-1/6" />
            </div>
          ) : (
            <Bar key={index} className={widths[index % widths.length]} />
          ),
        )}
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  /** E.g. 'No featured listings' (the spec's words). */
  title: string;
  text?: ReactNode;
  /** A button or link to get started, e.g. 'New user'. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when there is nothing in it. Server-renderable. */
export function EmptyState({ title, text, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 p-8 text-center', className)}>
      {icon ?? (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 text-muted-foreground" fill="none">
          <path
            d="M4 13.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4.5M4 13.5 6.5 5h11l2.5 8.5M4 13.5h4.5l1 2h5l1-2H20"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <p className="text-sm font-semibold text-foreground">{title}</p>
      {text ? <div className="max-w-prose text-sm text-muted-foreground">{text}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
