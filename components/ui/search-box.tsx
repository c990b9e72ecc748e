'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useQueryNavigation } from '@/components/hooks/use-query-navigation';

export interface SearchBoxProps {
  /** The current `q` from the query string. */
  value: string;
  label?: string;
  placeholder?: string;
  /** Query parameter to set; 'q' unless a screen uses another name. */
  param?: string;
  /** Typing pause before the list reloads. */
  debounceMs?: number;
  className?: string;
}

/**
 * A search field that writes `q` to the query string after a typing pause (Enter searches at once)
 * and goes back to the first page. A search adds one history entry and later pauses in the same
 * search replace it, so Back leaves the search (back to the list as it was before, filters and all)
 * rather than stepping through every keystroke.
 */
export function SearchBox({ value, label = 'Search', placeholder = 'Search', param = 'q', debounceMs = 300, className }: SearchBoxProps) {
  const id = useId();
  const { navigate, isPending } = useQueryNavigation();
  const timer = useRef<number | undefined>(undefined);
  // The address this box last navigated to: while the page still shows it, the next pause replaces it.
  const ownEntry = useRef<string | null>(null);
  const [text, setText] = useState(value);
  // What this box last sent, so the URL echoing it back does not overwrite newer typing.
  const [sent, setSent] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function search(next: string, force = false) {
    window.clearTimeout(timer.current);
    const q = next.trim();
    // A pause after only adding spaces, or typing back to the same text, needs no reload.
    if (q === sent && !force) return;
    setSent(q);
    const here = `${window.location.pathname}${window.location.search}`;
    ownEntry.current = navigate({ [param]: q || null, offset: null }, { replace: ownEntry.current === here });
  }

  return (
    <form
      role="search"
      className={cn('relative w-full max-w-xs', className)}
      onSubmit={(event) => {
        event.preventDefault();
        search(text, true);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      >
        <circle cx="9" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        <path d="m13.5 13.5 3 3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-busy={isPending || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => search(next), debounceMs);
        }}
        className={cn(controlClasses, 'h-10 ps-9 pe-9')}
      />
      {isPending ? (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          <Spinner size="sm" />
        </span>
      ) : null}
    </form>
  );
}
