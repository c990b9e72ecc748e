'use client';

import { useState, type FormEvent } from 'react';
import { postJson } from '@/lib/http/json';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { AGENT_MSG, checkAgentPassword } from '@/lib/validation/agent-profile-check';

/** Change agent password: at least 6 characters, checked at once; 'Password was saved' or 'Error saving password'. */
export function PasswordCard({ agentId }: { agentId: number }) {
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkAgentPassword({ password });
    if (!checked.ok) {
      setError(checked.errors.password ?? AGENT_MSG.passwordTooShort);
      return;
    }
    setError(null);
    setPending(true);
    const result = await postJson(`/api/agents/${agentId}/password`, checked.data);
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setPassword('');
    toast.success(AGENT_MSG.passwordSaved);
  }

  return (
    <Card title="Change agent password">
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" size="sm" pending={pending}>
            Save password
          </Button>
        </div>
      </form>
    </Card>
  );
}
