'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedSearch } from '@/components/hooks/use-debounced-search';
import { useMutation } from '@/components/hooks/use-mutation';
import { cn } from '@/components/ui/cn';
import type { AgentListPage } from '@/lib/agents/answers';
import type { UserChanged } from '@/lib/user-detail/answers';
import { formatDate } from '@/lib/format';
import { getJson, postJson } from '@/lib/http/json';
import {
  AGENT_SEARCH_DEBOUNCE_MS,
  AGENT_SEARCH_LIMIT,
  AGENT_SEARCH_MIN,
  NO_AGENT,
  type AgentChange,
  type UserAgent,
} from '@/lib/user-detail/rules';

export interface AgentCardProps {
  userId: number;
  agent: UserAgent | null;
  /** Admin: change the agent. */
  changeable: boolean;
  /** Admin: the change history (null when not shown). */
  history: AgentChange[] | null;
  /** The agent links to their page for viewers who may open /agents/{id}. */
  linkAgent: boolean;
}

/** The assigned agent, 'Change agent' (admin, search from 2 characters) and the agent change history. */
export function AgentCard({ userId, agent, changeable, history, linkAgent }: AgentCardProps) {
  return (
    <Card title="Agent" actions={changeable ? <ChangeAgent userId={userId} current={agent?.id ?? null} /> : null}>
      {agent ? (
        <div className="flex items-center gap-3">
          <Avatar name={agent.name} src={agent.photo} size="md" />
          {linkAgent ? (
            <Link href={`/agents/${agent.id}`} className="font-medium text-brand-strong hover:underline" data-testid="assigned-agent">
              {agent.name}
            </Link>
          ) : (
            <span className="font-medium" data-testid="assigned-agent">
              {agent.name}
            </span>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="assigned-agent">
          None set
        </p>
      )}
      {history ? (
        <div className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">Agent change history</h3>
          {history.length === 0 ? (
            <p className="text-sm text-muted-foreground">No changes yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label="Agent change history">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      When
                    </th>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      From
                    </th>
                    <th scope="col" className="py-1 pe-3 font-medium">
                      To
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Assigned by
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {history.map((h, i) => (
                    <tr key={`${h.at}-${i}`}>
                      <td className="py-1.5 pe-3 whitespace-nowrap">{formatDate(h.at)}</td>
                      <td className="py-1.5 pe-3">{h.from ?? 'None set'}</td>
                      <td className="py-1.5 pe-3">{h.to ?? 'None set'}</td>
                      <td className="py-1.5">{h.by ?? 'The user, in the app'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </Card>
  );
}

type Found = { id: number; name: string; email: string; photo: string | null };

function ChangeAgent({ userId, current }: { userId: number; current: number | null }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    send: (body: { agentId: number }) => postJson<UserChanged>(`/api/user-detail/${userId}/agent`, body),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: () => setOpen(false),
  });

  const finder = useDebouncedSearch<Found[]>({
    minChars: AGENT_SEARCH_MIN,
    delayMs: AGENT_SEARCH_DEBOUNCE_MS,
    search: async (q, signal) => {
      const params = new URLSearchParams({ q, limit: String(AGENT_SEARCH_LIMIT), offset: '0' });
      const result = await getJson<AgentListPage>(`/api/agents?${params}`, { signal });
      // A failed search only empties the list.
      return result.ok
        ? result.data.agents.filter((a) => a.active).map((a) => ({ id: a.id, name: a.name, email: a.email, photo: a.photo }))
        : [];
    },
  });
  const { text, type: typed, loading } = finder;
  const found = finder.results?.value ?? null;

  return (
    <Dialog
      title="Change agent"
      description={`Search from ${AGENT_SEARCH_MIN} characters, then choose the user's new agent.`}
      open={open}
      onOpenChange={(next) => {
        if (change.pending) return;
        setOpen(next);
        if (next) finder.reset();
      }}
      dismissible={!change.pending}
      trigger={
        <Button variant="secondary" size="sm">
          Change agent
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
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
            onChange={(event) => typed(event.target.value)}
            className={cn(controlClasses, 'h-10 pe-9')}
          />
          {loading ? <Spinner className="absolute end-3 top-3" label="Searching" /> : null}
        </div>
        <ul className="flex flex-col divide-y divide-border" aria-label="Agents found" aria-busy={loading}>
          {current !== null ? (
            <li>
              <AgentChoice
                label="None set"
                detail="Take the user's agent away"
                pending={change.pending}
                onChoose={() => void change.submit({ agentId: NO_AGENT })}
              />
            </li>
          ) : null}
          {(found ?? []).map((a) => (
            <li key={a.id}>
              <AgentChoice
                label={a.name}
                detail={a.email}
                photo={a.photo}
                disabled={a.id === current}
                pending={change.pending}
                onChoose={() => void change.submit({ agentId: a.id })}
              />
            </li>
          ))}
        </ul>
        {found && found.length === 0 ? <p className="text-sm text-muted-foreground">No agents found.</p> : null}
      </div>
    </Dialog>
  );
}

function AgentChoice({
  label,
  detail,
  photo,
  disabled,
  pending,
  onChoose,
}: {
  label: string;
  detail: string;
  photo?: string | null;
  disabled?: boolean;
  pending: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled || pending}
      onClick={onChoose}
      className="flex w-full items-center gap-3 px-1 py-2 text-left hover:bg-surface-muted disabled:opacity-60"
    >
      {photo !== undefined ? <Avatar name={label} src={photo ?? null} size="sm" /> : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {disabled ? null : <span className="sr-only">Assign </span>}
          {label}
          {disabled ? <span className="text-xs font-normal text-muted-foreground"> (current agent)</span> : null}
        </span>
        <span className="block truncate text-xs text-muted-foreground">{detail}</span>
      </span>
    </button>
  );
}
