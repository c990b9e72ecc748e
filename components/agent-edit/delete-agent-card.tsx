import { MoveUsersDialog } from '@/components/agent-edit/move-users-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OfficeOption } from '@/lib/office-tree';

/** Delete agent: irreversible. The dialog says how many users the agent has and where they go first. */
export function DeleteAgentCard({ agentId, name, offices }: { agentId: number; name: string; offices: OfficeOption[] | null }) {
  return (
    <Card title="Delete agent">
      <p className="text-sm text-muted-foreground">
        Deleting an agent cannot be undone. Move their app users to other agents first, or leave them to choose a new agent.
      </p>
      <MoveUsersDialog
        agentId={agentId}
        name={name}
        then="delete"
        offices={offices}
        trigger={
          <Button className="mt-4" variant="danger" size="sm">
            Delete agent
          </Button>
        }
      />
    </Card>
  );
}
