'use client';

import { Button } from '@/components/ui/button';
import { useQueryNavigation } from '@/components/hooks/use-query-navigation';
import { AgentSearch } from '@/components/users/agent-search';

/** The admin's agent filter: search an agent (3+ characters), then the list shows their users. */
export function AgentFilter({ agent }: { agent: { id: number; name: string | null } | null }) {
  const { navigate } = useQueryNavigation();
  return (
    <div className="flex min-w-64 flex-col gap-1">
      {agent ? (
        <p className="flex items-center gap-2 text-sm">
          <span>
            Agent: <strong>{agent.name ?? `#${agent.id}`}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={() => navigate({ agent: null, offset: null })}>
            Clear agent filter
          </Button>
        </p>
      ) : (
        <AgentSearch label="Filter by agent" onChoose={(chosen) => navigate({ agent: String(chosen.id), offset: null })} />
      )}
    </div>
  );
}
