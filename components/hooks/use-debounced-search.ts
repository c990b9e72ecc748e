'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedSearchOptions<R> {
  /** Fewest characters (trimmed) before a search; fewer clears the results at once. */
  minChars: number;
  /** The wait after the last keystroke. */
  delayMs: number;
  /** Searches; it answers its own failure (the spec: a failed search empties the list). */
  search: (q: string, signal: AbortSignal) => Promise<R>;
}

export interface DebouncedSearch<R> {
  /** What is typed. */
  text: string;
  /** The input's change: keeps the text and searches once typing stops. */
  type: (value: string) => void;
  /** The latest answer and the query it answers, or null (nothing searched, or too short). */
  results: { q: string; value: R } | null;
  loading: boolean;
  /** Searches now, with another search function if given (a next page of the same query). */
  run: (q: string, search?: DebouncedSearchOptions<R>['search']) => Promise<void>;
  /** Forgets the text and the results, and cancels what is under way. */
  reset: () => void;
}

/**
 * A search box's logic: debounced, from a minimum length, only the latest search may answer (an
 * earlier one is aborted), cancelled on unmount. The agent and user searches of the users list, the
 * user detail, push notifications, Mortgage Pro and showings share it.
 */
export function useDebouncedSearch<R>(options: DebouncedSearchOptions<R>): DebouncedSearch<R> {
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ q: string; value: R } | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const run = useCallback(async (q: string, search?: DebouncedSearchOptions<R>['search']) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    const value = await (search ?? latest.current.search)(q, controller.signal);
    if (controller.signal.aborted) return;
    setResults({ q, value });
    setLoading(false);
  }, []);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    inFlight.current?.abort();
    setLoading(false);
    setResults(null);
  }, []);

  const type = useCallback(
    (value: string) => {
      setText(value);
      window.clearTimeout(timer.current);
      const q = value.trim();
      if (q.length < latest.current.minChars) {
        cancel();
        return;
      }
      timer.current = window.setTimeout(() => void run(q), latest.current.delayMs);
    },
    [cancel, run],
  );

  const reset = useCallback(() => {
    cancel();
    setText('');
  }, [cancel]);

  return { text, type, results, loading, run, reset };
}
