'use client';

import { useState } from 'react';
import { postJson } from '@/lib/http/json';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { MPRO_MSG } from '@/lib/validation/mortgage-pro-check';

/** The admin settings card: 'Allow agents to set their own Mortgage Pro', saved as soon as it changes. */
export function AllowAgentsCard({ enabled: initial, editable }: { enabled: boolean; editable: boolean }) {
  const toast = useToast();
  const [enabled, setEnabled] = useState(initial);
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setEnabled(next);
    setPending(true);
    const result = await postJson<{ enabled: boolean }>('/api/mpro/settings', { enabled: next });
    setPending(false);
    if (!result.ok) {
      setEnabled(!next);
      toast.error(result.message);
      return;
    }
    setEnabled(result.data.enabled);
    toast.success(MPRO_MSG.settingSaved);
  }

  return (
    <Card title="Settings">
      <CheckboxField
        label={MPRO_MSG.allowAgents}
        checked={enabled}
        disabled={!editable || pending}
        aria-busy={pending || undefined}
        hint="Agents allowed a Mortgage Pro then manage their own from this screen."
        onChange={(event) => void change(event.target.checked)}
      />
    </Card>
  );
}
