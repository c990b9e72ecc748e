'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentActionDone } from '@/lib/agent-profile/answers';
import { AGENT_MSG } from '@/lib/agent-profile/check';
import { postJson } from '@/lib/http/json';

/** Resend agent creation email: 'Email was sent' or 'Error sending email'. */
export function ResendEmailCard({ agentId }: { agentId: number }) {
  const resend = useMutation({
    send: () => postJson<AgentActionDone>(`/api/agents/${agentId}/resend-email`, {}),
    success: AGENT_MSG.emailSent,
  });

  return (
    <Card title="Resend agent creation email">
      <p className="text-sm text-muted-foreground">Send the welcome email again, with its link to set a password.</p>
      <Button className="mt-4" variant="secondary" size="sm" pending={resend.pending} onClick={() => void resend.submit(undefined)}>
        Resend email
      </Button>
    </Card>
  );
}
