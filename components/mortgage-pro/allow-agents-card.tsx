'use client';

import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { MortgageProSettingSaved } from '@/lib/mortgage-pro/answers';
import { MPRO_MSG } from '@/lib/mortgage-pro/check';

/** The admin settings card: 'Allow agents to set their own Mortgage Pro', saved as soon as it changes. */
export function AllowAgentsCard({ enabled: initial, editable }: { enabled: boolean; editable: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const save = useMutation({
    send: (body: { enabled: boolean }) => postJson<MortgageProSettingSaved>('/api/mpro/settings', body),
    // The box shows the new state at once and goes back if the server refuses.
    onFailure: () => setEnabled((current) => !current),
    onSuccess: (answer) => setEnabled(answer.enabled),
    success: MPRO_MSG.settingSaved,
  });

  return (
    <Card title="Settings">
      <CheckboxField
        label={MPRO_MSG.allowAgents}
        checked={enabled}
        disabled={!editable || save.pending}
        aria-busy={save.pending || undefined}
        hint="Agents allowed a Mortgage Pro then manage their own from this screen."
        onChange={(event) => {
          const next = event.target.checked;
          setEnabled(next);
          void save.submit({ enabled: next });
        }}
      />
    </Card>
  );
}
