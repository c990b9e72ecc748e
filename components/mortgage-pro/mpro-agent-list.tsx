import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';

export type MproAgentItem = { id: number; name: string; email: string; mproName: string };

/** The agents that already have their own Mortgage Pro, for a quick pick. */
export function MproAgentList({ agents, current }: { agents: MproAgentItem[]; current: number | null }) {
  return (
    <section aria-labelledby="mpro-agents-title" className="flex flex-col gap-2">
      <h3 id="mpro-agents-title" className="text-sm font-semibold">
        Agents with a Mortgage Pro
      </h3>
      {agents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No agent has their own Mortgage Pro yet.</p>
      ) : (
        <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-md border border-border">
          {agents.map((agent) => (
            <li key={agent.id}>
              <AppLink
                href={`/mortgagepro?level=agent&agent=${agent.id}`}
                aria-current={agent.id === current ? 'true' : undefined}
                className={cn(
                  'flex flex-col px-3 py-2 text-sm no-underline',
                  agent.id === current ? 'bg-brand-soft text-brand-strong' : 'text-foreground hover:bg-surface-sunken',
                )}
              >
                <span className="font-medium">{agent.name}</span>
                <span className="text-xs text-muted-foreground">
                  {agent.email} · Mortgage Pro: {agent.mproName}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
