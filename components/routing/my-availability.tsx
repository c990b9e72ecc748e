'use client';

import { useState } from 'react';
import { PauseDialog } from '@/components/routing/pause-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { AvailabilitySaved } from '@/lib/routing/answers';
import { pauseText, type Pause } from '@/lib/routing/rules';

export interface MyAvailabilityProps {
  pause: Pause;
  timeZone: string;
  /** The access table lets the viewer change it (not in read-only mode). */
  canEdit: boolean;
}

/** An agent's own availability: whether new leads are routed to them, Pause me (optionally until a day) and Resume. */
export function MyAvailability({ pause, timeZone, canEdit }: MyAvailabilityProps) {
  const [pausing, setPausing] = useState(false);
  const resume = useMutation({
    send: () => sendJson<AvailabilitySaved>('PUT', '/api/routing/availability', { paused: false }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <Card title="Your availability">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {pause.paused ? <Badge tone="warning">Paused</Badge> : <Badge tone="success">Taking leads</Badge>}
            <span>{pause.paused ? 'New leads are not routed to you.' : 'New leads are routed to you in turn.'}</span>
          </p>
          {pause.paused ? <p className="text-sm text-muted-foreground">{pauseText(pause, timeZone)}</p> : null}
        </div>
        {canEdit ? (
          pause.paused ? (
            <Button onClick={() => void resume.submit(undefined)} pending={resume.pending}>
              Resume
            </Button>
          ) : (
            <Button aria-haspopup="dialog" onClick={() => setPausing(true)}>
              Pause me
            </Button>
          )
        ) : null}
      </div>
      {pausing ? <PauseDialog timeZone={timeZone} onClose={() => setPausing(false)} /> : null}
    </Card>
  );
}
