'use client';

import { useState } from 'react';
import { postJson } from '@/lib/http/json';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { AGENT_MSG } from '@/lib/validation/agent-profile-check';

export interface PinCardProps {
  agentId: number;
  pinned: boolean;
  /** False in read-only mode: the state is shown without the button. */
  editable: boolean;
}

/** Pin (listed first to app users choosing an agent) or unpin, showing the current state. */
export function PinCard({ agentId, pinned: initial, editable }: PinCardProps) {
  const toast = useToast();
  const [pinned, setPinned] = useState(initial);
  const [pending, setPending] = useState(false);

  async function toggle() {
    setPending(true);
    const result = await postJson<{ pinned: boolean }>(`/api/agents/${agentId}/pin`, { pinned: !pinned });
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setPinned(result.data.pinned);
    toast.success(result.data.pinned ? AGENT_MSG.pinned : AGENT_MSG.unpinned);
  }

  return (
    <Card title="Pin" actions={<Badge tone={pinned ? 'info' : 'neutral'}>{pinned ? 'Pinned' : 'Not pinned'}</Badge>}>
      <p className="text-sm text-muted-foreground">Pinned agents are shown first to app users choosing an agent.</p>
      {editable ? (
        <Button className="mt-4" variant="secondary" size="sm" pending={pending} onClick={() => void toggle()}>
          {pinned ? 'Unpin agent' : 'Pin agent'}
        </Button>
      ) : null}
    </Card>
  );
}
