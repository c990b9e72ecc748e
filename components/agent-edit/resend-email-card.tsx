'use client';

import { useState } from 'react';
import { postJson } from '@/lib/http/json';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { AGENT_MSG } from '@/lib/validation/agent-profile-check';

/** Resend agent creation email: 'Email was sent' or 'Error sending email'. */
export function ResendEmailCard({ agentId }: { agentId: number }) {
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    const result = await postJson(`/api/agents/${agentId}/resend-email`, {});
    setPending(false);
    if (result.ok) toast.success(AGENT_MSG.emailSent);
    else toast.error(result.message);
  }

  return (
    <Card title="Resend agent creation email">
      <p className="text-sm text-muted-foreground">Send the welcome email again, with its link to set a password.</p>
      <Button className="mt-4" variant="secondary" size="sm" pending={pending} onClick={() => void send()}>
        Resend email
      </Button>
    </Card>
  );
}
