'use client';

import { useState, type ReactNode } from 'react';
import { PauseDialog } from '@/components/routing/pause-dialog';
import { RowActions, useRowMutation } from '@/components/ui/row-actions';
import { sendJson } from '@/lib/http/json';
import type { AvailabilitySaved } from '@/lib/routing/answers';
import type { AvailabilityRow } from '@/lib/routing/screen';

/** The availability table's buttons: Pause opens the pause dialog for the row's agent; Resume acts at once. */
export function AvailabilityRowActions({ rows, timeZone, children }: { rows: AvailabilityRow[]; timeZone: string; children: ReactNode }) {
  const [pausing, setPausing] = useState<AvailabilityRow | null>(null);
  const resume = useRowMutation({
    send: (agentId: number) => sendJson<AvailabilitySaved>('PUT', '/api/routing/availability', { agentId, paused: false }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <>
      <RowActions
        onAction={({ action, key, button }) => {
          const row = rows.find((r) => String(r.agentId) === key);
          if (!row) return;
          if (action === 'pause') setPausing(row);
          else if (action === 'resume') void resume(button, row.agentId);
        }}
      >
        {children}
      </RowActions>
      {pausing ? <PauseDialog key={pausing.agentId} agent={{ id: pausing.agentId, name: pausing.name }} timeZone={timeZone} onClose={() => setPausing(null)} /> : null}
    </>
  );
}
