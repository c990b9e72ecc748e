'use client';

import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { AutomationSaved } from '@/lib/user-settings/answers';

/** The automation beta (zapierEnabled): a switch saved at once (the brokerage's, or with `url` a user's own). */
export function AutomationSwitch({
  initial,
  canSave,
  url = '/api/settings/automation',
}: {
  initial: boolean;
  canSave: boolean;
  url?: string;
}) {
  const [on, setOn] = useState(initial);
  const save = useMutation({
    send: (next: boolean) => postJson<AutomationSaved>(url, { enabled: next }),
    success: (answer) => answer.message,
    onSuccess: (answer) => setOn(answer.settings.automationBeta),
  });
  return (
    <span className="flex items-center gap-3 text-sm">
      <Switch checked={on} label="Automation beta" disabled={!canSave} busy={save.pending} onToggle={() => void save.submit(!on)} />
      <span aria-hidden="true">Automation beta {on ? 'on' : 'off'}</span>
    </span>
  );
}
