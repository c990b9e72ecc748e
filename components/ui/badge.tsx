import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { html, type SafeHtml } from '@/components/ui/safe-html';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

// Soft background with the full-strength colour as text: each pair is at least 4.5:1.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-sunken text-muted-foreground border-border',
  success: 'bg-success-soft text-success border-success/25',
  warning: 'bg-warning-soft text-warning border-warning/25',
  danger: 'bg-danger-soft text-danger border-danger/25',
  info: 'bg-info-soft text-info border-info/25',
};

/** A short status label ('Active', 'Manual', 'Error'). The text carries the meaning, not the colour. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={badgeClasses(tone, className)}>{children}</span>;
}

function badgeClasses(tone: BadgeTone, className: string | undefined) {
  return cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone], className);
}

/** The same badge as markup, for a table cell written with html. */
export function badgeHtml(text: string, { tone = 'neutral', className }: Omit<BadgeProps, 'children'> = {}): SafeHtml {
  return html`<span class="${badgeClasses(tone, className)}">${text}</span>`;
}
