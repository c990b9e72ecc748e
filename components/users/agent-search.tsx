'use client';

import { useId } from 'react';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useDebouncedSearch } from '@/components/hooks/use-debounced-search';
import { getJson } from '@/lib/http/json';
import { AGENT_SEARCH_DEBOUNCE_MS, AGENT_SEARCH_MIN } from '@/lib/users/rules';

export type AgentChoice = { id: number; name: string; email: string };

/**
 * An agent search: from 3 characters, 500 ms after typing stops, the first agents matching the text
 * (GET /api/agents). A failed search only empties the list. Choosing calls onChoose.
 */
export function AgentSearch({
  label,
  onChoose,
  chosen,
}: {
  label: string;
  onChoose: (agent: AgentChoice) => void;
  chosen?: AgentChoice | null;
}) {
  const id = useId();
  const finder = useDebouncedSearch<AgentChoice[]>({
    minChars: AGENT_SEARCH_MIN,
    delayMs: AGENT_SEARCH_DEBOUNCE_MS,
    search: async (q, signal) => {
      const result = await getJson<{ agents: { id: number; name: string; email: string }[] }>(
        `/api/agents?${new URLSearchParams({ q, limit: '10' })}`,
        { signal },
      );
      return result.ok ? result.data.agents.map((a) => ({ id: a.id, name: a.name, email: a.email })) : [];
    },
  });
  const { text, loading: busy } = finder;
  const results = finder.results?.value ?? [];

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        placeholder="Type 3 or more letters"
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        onChange={(event) => finder.type(event.target.value)}
        className={cn(controlClasses, 'h-10')}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {chosen ? `Chosen: ${chosen.name}` : `Search agents by name or email (${AGENT_SEARCH_MIN}+ characters).`}
      </p>
      {results.length > 0 ? (
        <ul aria-label="Matching agents" className="flex max-h-56 flex-col overflow-y-auto rounded-md border border-border">
          {results.map((agent) => (
            <li key={agent.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === agent.id}
                onClick={() => onChoose(agent)}
                className={cn(
                  'w-full px-3 py-2 text-start text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand',
                  chosen?.id === agent.id && 'bg-brand-soft font-semibold',
                )}
              >
                {agent.name} <span className="text-muted-foreground">{agent.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : text.trim().length >= AGENT_SEARCH_MIN && !busy ? (
        <p className="text-sm text-muted-foreground">No agents found.</p>
      ) : null}
    </div>
  );
}
