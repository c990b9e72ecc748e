'use client';

import { useState, type ReactNode } from 'react';
import { PauseDialog } from '@/components/routing/pause-dialog';
import { Button } from '@/components/ui/button';
import { RowActions, useRowMutation } from '@/components/ui/row-actions';
import { sendJson } from '@/lib/http/json';
import type { AvailabilitySaved } from '@/lib/routing/answers';
import type { AvailabilityRow } from '@/lib/routing/screen';

export interface AvailabilityActionsProps {
  /** The agents taking leads, whom 'Pause an agent' offers. */
  taking: AvailabilityRow[];
  timeZone: string;
  canEdit: boolean;
  /** The table of paused agents, whose Resume buttons act at once. */
  children: ReactNode;
}

/** 'Pause an agent' (a dialog choosing among those taking leads) above the paused agents' table and its Resume buttons. */
export function AvailabilityActions({ taking, timeZone, canEdit, children }: AvailabilityActionsProps) {
  const [pausing, setPausing] = useState(false);
  const resume = useRowMutation({
    send: (agentId: number) => sendJson<AvailabilitySaved>('PUT', '/api/routing/availability', { agentId, paused: false }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <>
      {canEdit && taking.length ? (
        <div className="px-5 pt-3">
          <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setPausing(true)}>
            Pause an agent
          </Button>
        </div>
      ) : null}
      <RowActions onAction={({ action, key, button }) => action === 'resume' && void resume(button, Number(key))}>{children}</RowActions>
      {pausing ? (
        <PauseDialog
          agent={{ choose: taking.map((r) => ({ id: r.agentId, name: r.name })) }}
          timeZone={timeZone}
          onClose={() => setPausing(false)}
        />
      ) : null}
    </>
  );
}
