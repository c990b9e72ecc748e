'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentPinned } from '@/lib/agent-profile/answers';
import { AGENT_MSG } from '@/lib/agent-profile/check';
import { postJson } from '@/lib/http/json';

export interface PinCardProps {
  agentId: number;
  pinned: boolean;
  /** False in read-only mode: the state is shown without the button. */
  editable: boolean;
}

/** Pin (listed first to app users choosing an agent) or unpin, showing the current state. */
export function PinCard({ agentId, pinned: initial, editable }: PinCardProps) {
  const [pinned, setPinned] = useState(initial);
  const pin = useMutation({
    send: (body: { pinned: boolean }) => postJson<AgentPinned>(`/api/agents/${agentId}/pin`, body),
    onSuccess: (answer) => setPinned(answer.pinned),
    success: (answer) => (answer.pinned ? AGENT_MSG.pinned : AGENT_MSG.unpinned),
  });

  return (
    <Card title="Pin" actions={<Badge tone={pinned ? 'info' : 'neutral'}>{pinned ? 'Pinned' : 'Not pinned'}</Badge>}>
      <p className="text-sm text-muted-foreground">Pinned agents are shown first to app users choosing an agent.</p>
      {editable ? (
        <Button className="mt-4" variant="secondary" size="sm" pending={pin.pending} onClick={() => void pin.submit({ pinned: !pinned })}>
          {pinned ? 'Unpin agent' : 'Pin agent'}
        </Button>
      ) : null}
    </Card>
  );
}
