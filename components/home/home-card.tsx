import { Suspense, useId, type ReactNode } from 'react';
import { CardBoundary } from '@/components/home/card-boundary';
import { cn } from '@/components/ui/cn';
import { ErrorState, LoadingState } from '@/components/ui/states';

export interface HomeCardProps {
  title: string;
  /** A short line under the title, e.g. 'Past 7 days'. */
  subtitle?: string;
  /** What shows while the body loads (a skeleton shaped like it). */
  fallback: ReactNode;
  className?: string;
  /** The title's heading level: 3 for a card inside a titled section (the home's Today). */
  level?: 2 | 3;
  /** A link beside the title, e.g. 'See all'. */
  action?: ReactNode;
  /** An async server component: it loads its own data inside the card's boundaries. */
  children: ReactNode;
}

/**
 * A home widget: its frame and title render at once, its body streams in under its own Suspense
 * and error boundary, so a slow or failing widget never holds up or takes down another.
 */
export function HomeCard({ title, subtitle, fallback, className, level = 2, action, children }: HomeCardProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className={cn('home-card flex flex-col rounded-lg border border-border bg-surface shadow-sm', className)}
    >
      <header className="flex items-baseline justify-between gap-3 border-b border-border px-5 py-3">
        <div>
          <Heading id={titleId} className="text-base font-semibold">
            {title}
          </Heading>
          {subtitle ? <p className="text-xs text-muted-foreground">{subtitle}</p> : null}
        </div>
        {action}
      </header>
      <div className="min-h-0 flex-1">
        <CardBoundary>
          <Suspense fallback={fallback}>{children}</Suspense>
        </CardBoundary>
      </div>
    </section>
  );
}

/** A card body's failure: the spec's 'Unable to load data' with a 'Try again' that re-fetches. */
export function CardFailure() {
  return <ErrorState compact />;
}

/** Placeholder rows shaped like a list of photo + two lines. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return <LoadingState variant="table" rows={rows} label={label} className="px-5" />;
}
