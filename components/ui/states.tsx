import type { CSSProperties, ReactNode } from 'react';
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

/**
 * A polite 'Loading' status: a spinner, or grey placeholder lines shaped like the content, which
 * keep the layout from jumping when data arrives. Server-renderable, so loading.tsx can use it.
 */
export function LoadingState({ variant = 'spinner', rows = 5, label = 'Loading', className }: LoadingStateProps) {
  if (variant === 'spinner') {
    return (
      <div role="status" className={cn('flex items-center justify-center gap-3 p-8 text-sm text-muted-foreground', className)}>
        <Spinner size="md" className="text-brand" />
        <span>{label}</span>
      </div>
    );
  }
  // One painted element per skeleton (globals.css, .skeleton-table and .skeleton-lines) rather than a
  // few divs per row: every page's loading boundary is written into its HTML and its payload, so
  // each element here costs every page view.
  return (
    <div role="status" className={cn('p-4', className)}>
      <span className="sr-only">{label}</span>
      {variant === 'table' ? <div aria-hidden="true" className="mb-3 h-8 rounded bg-surface-sunken motion-safe:animate-pulse" /> : null}
      <div
        aria-hidden="true"
        className={cn('motion-safe:animate-pulse', variant === 'table' ? 'skeleton-table' : 'skeleton-lines')}
        style={{ '--rows': rows } as CSSProperties}
      />
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
