'use client';

import { useRouter } from 'next/navigation';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentOrderSaved } from '@/lib/agents/answers';
import { postJson } from '@/lib/http/json';
import { AGENT_MSG } from '@/lib/agents/check';
import { useRowReorder } from '@/components/agents/list/use-row-reorder';

export interface AgentReorderProps {
  /** Reordering is possible here: all agents shown in the default order, not read-only. */
  enabled: boolean;
  /** The server-rendered agents table. */
  children: ReactNode;
}

function plainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The one client island of the agents table. It enhances the server-rendered rows: drag reorder
 * with Save and Cancel (and the keyboard move), and client-side navigation for the rows' plain
 * links, by event delegation rather than a client component per row.
 */
export function AgentReorder({ enabled, children }: AgentReorderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const reorder = useRowReorder(ref, enabled);
  // The spec's own failure text, not the server's message.
  const saveOrder = useMutation({
    send: () => postJson<AgentOrderSaved>('/api/agents/order', { order: reorder.currentOrder() }),
    failureToast: { text: AGENT_MSG.orderFailed },
    onSuccess: () => reorder.accept(),
    success: AGENT_MSG.orderSaved,
    refresh: true,
  });
  const saving = saveOrder.pending;
  const prefetched = useRef(new Set<string>());

  function agentLink(event: MouseEvent): string | null {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('[data-agent-rows] a');
    return link?.getAttribute('href') ?? null;
  }

  return (
    <div
      ref={ref}
      data-reorder-ready={reorder.ready ? '' : undefined}
      onKeyDown={reorder.onKeyDown}
      onClick={(event) => {
        const href = agentLink(event);
        if (!href || event.defaultPrevented || !plainLeftClick(event)) return;
        event.preventDefault();
        router.push(href);
      }}
      onMouseOver={(event) => {
        const href = agentLink(event);
        if (!href || prefetched.current.has(href)) return;
        prefetched.current.add(href);
        router.prefetch(href);
      }}
    >
      {reorder.dirty ? (
        <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-border bg-warning-soft px-4 py-2.5">
          <p className="text-sm font-medium text-warning">The agent order has changed.</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={saving} onClick={reorder.restore}>
              Cancel
            </Button>
            <Button size="sm" pending={saving} onClick={() => void saveOrder.submit(undefined)}>
              Save
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      {children}
    </div>
  );
}
