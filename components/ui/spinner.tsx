import { cn } from '@/components/ui/cn';
import { html, type SafeHtml } from '@/components/ui/safe-html';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced text; omit when the spinner sits inside something already labelled (a busy button). */
  label?: string;
  className?: string;
}

const sizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn('shrink-0 motion-safe:animate-spin', sizes[size], className)}>
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The unlabelled ring as markup, for a table cell written with html. */
export function spinnerHtml(size: SpinnerSize = 'md'): SafeHtml {
  return html`<svg viewBox="0 0 24 24" fill="none" aria-hidden="true" class="${cn('shrink-0 motion-safe:animate-spin', sizes[size])}"><circle cx="12" cy="12" r="9.5" stroke="currentColor" stroke-opacity="0.25" stroke-width="3"></circle><path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path></svg>`;
}
