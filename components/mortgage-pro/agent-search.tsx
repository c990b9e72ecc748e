'use client';

import Link from 'next/link';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { useDebouncedSearch } from '@/components/hooks/use-debounced-search';
import type { AgentSearchPage } from '@/lib/mortgage-pro/answers';
import { getJson } from '@/lib/http/json';
import { pageInfo, showingText } from '@/lib/paging';
import { AGENT_SEARCH_DEBOUNCE_MS, AGENT_SEARCH_MIN, AGENT_SEARCH_PAGE } from '@/lib/mortgage-pro/check';

type Results = AgentSearchPage & { q: string };

/**
 * Find an agent by name or email: from 2 characters, 300 ms after typing stops, 20 a page. Only
 * the latest search may answer; a failed search empties the list without a message (the spec).
 */
export function AgentSearch({ current }: { current: number | null }) {
  const id = useId();
  // A page of agents for a query; a failed search empties the list (null).
  const page = (offset: number) => async (q: string, signal: AbortSignal) => {
    const result = await getJson<AgentSearchPage>(`/api/mpro/agents?${new URLSearchParams({ q, offset: String(offset) })}`, { signal });
    return result.ok ? result.data : null;
  };
  const finder = useDebouncedSearch<AgentSearchPage | null>({
    minChars: AGENT_SEARCH_MIN,
    delayMs: AGENT_SEARCH_DEBOUNCE_MS,
    search: page(0),
  });
  const { text, type: typed, loading } = finder;
  const results: Results | null = finder.results?.value ? { q: finder.results.q, ...finder.results.value } : null;
  const search = (q: string, offset: number) => finder.run(q, page(offset));

  const info = results ? pageInfo({ offset: results.offset, limit: AGENT_SEARCH_PAGE, total: results.total }) : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Search agents
        </label>
        <div className="relative">
          <input
            id={id}
            type="search"
            value={text}
            autoComplete="off"
            placeholder="Name or email"
            aria-describedby={`${id}-hint`}
            aria-controls={`${id}-results`}
            onChange={(event) => typed(event.target.value)}
            className={cn(controlClasses, 'h-10 pe-9')}
          />
          {loading ? (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
              <Spinner size="sm" label="Searching" />
            </span>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Type at least {AGENT_SEARCH_MIN} characters of a name or email.
        </p>
      </div>
      <div id={`${id}-results`}>
        {results && info ? (
          results.agents.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              No agents match “{results.q}”.
            </p>
          ) : (
            <>
              <ul aria-label="Agents found" className="divide-y divide-border rounded-md border border-border">
                {results.agents.map((agent) => (
                  <li key={agent.id}>
                    <Link
                      href={`/mortgagepro?level=agent&agent=${agent.id}`}
                      aria-current={agent.id === current ? 'true' : undefined}
                      className="flex items-center gap-3 px-3 py-2 text-sm no-underline hover:bg-surface-sunken"
                    >
                      <Avatar name={agent.name} src={agent.photo} size="sm" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-medium text-foreground">{agent.name}</span>
                        <span className="truncate text-xs text-muted-foreground">{agent.email}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span role="status">{showingText(info)}</span>
                {info.pageCount > 1 ? (
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={info.prevOffset === null || loading}
                      onClick={() => info.prevOffset !== null && void search(results.q, info.prevOffset)}
                    >
                      Previous
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={info.nextOffset === null || loading}
                      onClick={() => info.nextOffset !== null && void search(results.q, info.nextOffset)}
                    >
                      Next
                    </Button>
                  </span>
                ) : null}
              </div>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}
