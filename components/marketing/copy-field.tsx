'use client';

import { useId, type FocusEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';
import { postJson } from '@/lib/http/json';
import type { MarketingEventLogged } from '@/lib/marketing/answers';
import { MARKETING_MSG, type MarketingEvent } from '@/lib/marketing/rules';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** A code block (the embed code) rather than a one-line link. */
  multiline?: boolean;
  /** The analytics event a copy sends (the embed code's). */
  event?: MarketingEvent;
  hint?: string;
  /** The toast after a copy; the marketing screen's 'Link, code or URL copied to clipboard' by default. */
  copiedMessage?: string;
}

/**
 * A read-only link or code with a Copy button: 'Link, code or URL copied to clipboard'. The text stays
 * selectable, so a browser that refuses the clipboard still lets the user copy it by hand.
 */
export function CopyField({ label, value, multiline = false, event, hint, copiedMessage = MARKETING_MSG.copied }: CopyFieldProps) {
  const id = useId();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(MARKETING_MSG.copyFailed);
      return;
    }
    toast.success(copiedMessage);
    // Counting the copy must never get in the user's way: a failure is only the analytics' loss.
    if (event) void postJson<MarketingEventLogged>('/api/marketing/events', { event }).catch(() => undefined);
  }

  const shared = {
    id,
    value,
    readOnly: true,
    spellCheck: false,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => e.currentTarget.select(),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className={cn('flex gap-2', multiline ? 'flex-col items-start' : 'items-center')}>
        {multiline ? (
          // As tall as the code (up to 60% of the window): read whole before it is copied, not three lines of it.
          <textarea {...shared} rows={3} className={cn(controlClasses, 'field-sizing-content max-h-[60vh] w-full font-mono text-xs')} />
        ) : (
          <input {...shared} type="text" className={cn(controlClasses, 'h-10 min-w-0 flex-1 font-mono text-xs')} />
        )}
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          Copy
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
