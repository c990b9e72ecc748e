'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNavigateWithToast } from '@/components/ui/toast';
import { useMutation } from '@/components/ui/use-mutation';
import type { AgentActionDone } from '@/lib/agent-profile/answers';
import { AGENT_MSG } from '@/lib/agent-profile/check';
import { sendJson } from '@/lib/http/json';

/** Delete agent, after a confirmation: irreversible; then back to the agents list with a toast. */
export function DeleteAgentCard({ agentId, name }: { agentId: number; name: string }) {
  const navigate = useNavigateWithToast();
  const [deleted, setDeleted] = useState(false);
  // The success toast travels with the navigation to the list, so the hook shows none itself.
  const remove = useMutation({
    send: () => sendJson<AgentActionDone>('DELETE', `/api/agents/${agentId}`, {}),
    onSuccess: () => {
      setDeleted(true);
      navigate('/agents', 'success', AGENT_MSG.deleted, { replace: true });
    },
  });

  return (
    <Card title="Delete agent">
      <p className="text-sm text-muted-foreground">
        Deleting an agent cannot be undone. Their app users are prompted to choose a new agent.
      </p>
      <ConfirmDialog
        title="Delete agent"
        message={`Delete ${name} for good? This cannot be undone, and their app users will be prompted to choose a new agent.`}
        confirmLabel="Delete agent"
        variant="danger"
        onConfirm={() => remove.submit(undefined)}
        trigger={
          <Button className="mt-4" variant="danger" size="sm" disabled={deleted}>
            Delete agent
          </Button>
        }
      />
    </Card>
  );
}
