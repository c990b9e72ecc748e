'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AgentActionDone } from '@/lib/agent-profile/answers';
import { AGENT_MSG, checkAgentPassword } from '@/lib/agent-profile/check';
import { postJson } from '@/lib/http/json';

/**
 * Change a password: at least 6 characters, checked at once; 'Password was saved' or 'Error saving
 * password'. An admin's card for an agent (`/api/agents/{id}/password`), or the agent's own (`url`).
 */
export function PasswordCard({ agentId, url, title = 'Change agent password' }: { agentId?: number; url?: string; title?: string }) {
  const [password, setPassword] = useState('');
  const { formRef, ...save } = useMutation({
    check: checkAgentPassword,
    send: (data) => postJson<AgentActionDone>(url ?? `/api/agents/${agentId}/password`, data),
    onSuccess: () => setPassword(''),
    success: AGENT_MSG.passwordSaved,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit({ password });
  }

  return (
    <Card title={title}>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={save.errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" size="sm" pending={save.pending}>
            Save password
          </Button>
        </div>
      </form>
    </Card>
  );
}
