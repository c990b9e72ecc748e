import { MoveUsersDialog } from '@/components/agent-edit/move-users-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OfficeOption } from '@/lib/office-tree';

/** Move users: for an agent who stays, or deactivate the agent once their users have moved. */
export function MoveUsersCard({
  agentId,
  name,
  offices,
  canDeactivate,
}: {
  agentId: number;
  name: string;
  offices: OfficeOption[] | null;
  canDeactivate: boolean;
}) {
  return (
    <Card title="Move users">
      <p className="text-sm text-muted-foreground">
        Give this agent’s app users to another agent, or share them evenly among active agents.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <MoveUsersDialog
          agentId={agentId}
          name={name}
          then="none"
          offices={offices}
          trigger={
            <Button size="sm" variant="secondary">
              Move users
            </Button>
          }
        />
        {canDeactivate ? (
          <MoveUsersDialog
            agentId={agentId}
            name={name}
            then="deactivate"
            offices={offices}
            trigger={
              <Button size="sm" variant="secondary">
                Deactivate agent
              </Button>
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
