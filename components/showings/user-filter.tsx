'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedSearch } from '@/components/hooks/use-debounced-search';
import { useQueryNavigation } from '@/components/hooks/use-query-navigation';
import { getJson } from '@/lib/http/json';
import type { ShowingUsers } from '@/lib/showings/answers';
import { USER_SEARCH } from '@/lib/showings/rules';

type Option = ShowingUsers['users'][number];

async function search(q: string, signal: AbortSignal): Promise<Option[]> {
  const res = await getJson<ShowingUsers>(`/api/showings/users?q=${encodeURIComponent(q)}`, { signal });
  // A failed search only empties the suggestions.
  return res.ok ? res.data.users.slice(0, USER_SEARCH.max) : [];
}

/**
 * The user filter (from 2 characters, 300 ms after the last keystroke, up to 10 suggestions): a
 * choice sets `user` in the query string; the chosen user shows with a Clear button.
 */
export function ShowingUserFilter({ user }: { user: { id: number; name: string } | null }) {
  const id = useId();
  const { navigate, isPending } = useQueryNavigation();
  const finder = useDebouncedSearch<Option[]>({ minChars: USER_SEARCH.minChars, delayMs: USER_SEARCH.debounceMs, search });

  if (user) {
    return (
      <div className="flex items-center gap-2 text-sm" role="group" aria-label="User filter">
        <span className="text-muted-foreground">User</span>
        <span className="rounded-md border border-border bg-surface-sunken px-2 py-1 font-medium">{user.name}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Clear the user filter (${user.name})`}
          onClick={() => navigate({ user: null, offset: null })}
        >
          Clear
        </Button>
        {isPending ? <Spinner size="sm" label="Loading showings" /> : null}
      </div>
    );
  }

  const results = finder.results;
  return (
    <div className="relative flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
          User
        </label>
        <input
          id={id}
          type="search"
          value={finder.text}
          autoComplete="off"
          placeholder="Search users"
          aria-describedby={`${id}-hint`}
          aria-controls={`${id}-results`}
          onChange={(event) => finder.type(event.target.value)}
          className={cn(controlClasses, 'h-9 w-56')}
        />
        {finder.loading || isPending ? <Spinner size="sm" label="Searching" /> : null}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Type at least {USER_SEARCH.minChars} characters.
      </p>
      <div id={`${id}-results`} className="absolute top-full right-0 z-10 mt-1 w-72">
        {results ? (
          results.value.length === 0 ? (
            <p role="status" className="rounded-md border border-border bg-surface px-3 py-2 text-sm text-muted-foreground shadow-md">
              No users match “{results.q}”
            </p>
          ) : (
            <ul
              aria-label="Matching users"
              className="max-h-72 divide-y divide-border overflow-y-auto rounded-md border border-border bg-surface shadow-md"
            >
              {results.value.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    onClick={() => {
                      finder.reset();
                      navigate({ user: String(u.id), offset: null });
                    }}
                    className="flex w-full flex-col items-start px-3 py-2 text-start text-sm hover:bg-surface-sunken focus-visible:bg-surface-sunken"
                  >
                    <span className="font-medium text-foreground">{u.name}</span>
                    <span className="text-xs text-muted-foreground">{u.email}</span>
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
