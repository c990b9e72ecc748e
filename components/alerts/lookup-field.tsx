'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedSearch } from '@/components/hooks/use-debounced-search';

export type LookupOption = { id: string; label: string; detail?: string };

export interface LookupFieldProps<T extends LookupOption> {
  label: string;
  /** The form field's name: the first invalid field gets focus by it. */
  name: string;
  placeholder: string;
  /** Fewest characters before a search, and the wait after the last keystroke. */
  minChars: number;
  debounceMs: number;
  /** Searches; a failure answers [] (the spec: a failed search empties the list). */
  search: (q: string, signal: AbortSignal) => Promise<T[]>;
  chosen: T | null;
  onChoose: (option: T | null) => void;
  error?: string;
  /** A fixed choice (the user detail card): shown, not changeable. */
  fixed?: boolean;
  noResults: (q: string) => string;
}

/**
 * A search box whose results are buttons; choosing one shows it with a Change button. Only the latest
 * search may answer. Used for the recipient (user search) and the listing (address suggestions).
 */
export function LookupField<T extends LookupOption>(props: LookupFieldProps<T>) {
  const { label, name, placeholder, minChars, debounceMs, search, chosen, onChoose, error, fixed, noResults } = props;
  const id = useId();
  const finder = useDebouncedSearch<T[]>({ minChars, delayMs: debounceMs, search });
  const { text, type: typed, loading } = finder;
  const results = finder.results ? { q: finder.results.q, options: finder.results.value } : null;

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  if (chosen) {
    return (
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        <div
          className="flex items-center justify-between gap-2 rounded-md border border-border bg-surface-sunken px-3 py-2 text-sm"
          aria-labelledby={`${id}-label`}
          role="group"
        >
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{chosen.label}</span>
            {chosen.detail ? <span className="truncate text-xs text-muted-foreground">{chosen.detail}</span> : null}
          </span>
          {fixed ? null : (
            <Button variant="secondary" size="sm" name={name} aria-label={`Change ${label.toLowerCase()}`} onClick={() => onChoose(null)}>
              Change
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-controls={`${id}-results`}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks nothing by itself: it would submit the whole form.
            if (event.key === 'Enter') event.preventDefault();
          }}
          className={cn(controlClasses, 'h-10 pe-9')}
        />
        {loading ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
            <Spinner size="sm" label="Searching" />
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Type at least {minChars} characters.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div id={`${id}-results`}>
        {results ? (
          results.options.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              {noResults(results.q)}
            </p>
          ) : (
            <ul aria-label={`${label} results`} className="max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {results.options.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChoose(option);
                      finder.reset();
                    }}
                    className="flex w-full flex-col items-start px-3 py-2 text-start text-sm hover:bg-surface-sunken focus-visible:bg-surface-sunken"
                  >
                    <span className="font-medium text-foreground">{option.label}</span>
                    {option.detail ? <span className="text-xs text-muted-foreground">{option.detail}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
