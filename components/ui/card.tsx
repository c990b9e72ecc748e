import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface CardProps {
  /** Heading of the card; also names the region for screen readers. */
  title?: ReactNode;
  /** Heading level for the title, to fit the page outline (default h2). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown at the right of the header. */
  actions?: ReactNode;
  /** Removes the body padding, for tables and lists that run edge to edge. */
  flush?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A white panel with an optional header row (title left, actions right). Server-renderable. */
export function Card({ title, headingLevel = 2, actions, flush = false, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn('rounded-lg border border-border bg-surface shadow-sm', className)}
    >
      {hasHeader ? (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-3">
          {title ? (
            <Heading id={titleId} className="text-base font-semibold">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={flush ? undefined : 'p-5'}>{children}</div>
    </section>
  );
}
