'use client';

import { useState } from 'react';
import { sendJson } from '@/lib/http/json';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNavigateWithToast, useToast } from '@/components/ui/toast';
import { AGENT_MSG } from '@/lib/validation/agent-profile-check';

/** Delete agent, after a confirmation: irreversible; then back to the agents list with a toast. */
export function DeleteAgentCard({ agentId, name }: { agentId: number; name: string }) {
  const toast = useToast();
  const navigate = useNavigateWithToast();
  const [deleted, setDeleted] = useState(false);

  async function remove(): Promise<boolean> {
    const result = await sendJson('DELETE', `/api/agents/${agentId}`, {});
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    setDeleted(true);
    navigate('/agents', 'success', AGENT_MSG.deleted, { replace: true });
    return true;
  }

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
        onConfirm={remove}
        trigger={
          <Button className="mt-4" variant="danger" size="sm" disabled={deleted}>
            Delete agent
          </Button>
        }
      />
    </Card>
  );
}
