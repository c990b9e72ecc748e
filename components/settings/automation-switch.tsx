'use client';

import { useState } from 'react';
import { useMutation } from '@/components/ui/use-mutation';
import type { SettingsSaved } from '@/lib/api/settings';
import { postJson } from '@/lib/http/json';

/** The automation beta (zapierEnabled): a switch saved at once. */
export function AutomationSwitch({ initial, canSave }: { initial: boolean; canSave: boolean }) {
  const [on, setOn] = useState(initial);
  const save = useMutation({
    send: (next: boolean) => postJson<SettingsSaved>('/api/settings/automation', { enabled: next }),
    success: (answer) => answer.message,
    onSuccess: (answer) => setOn(answer.settings.automationBeta),
  });
  return (
    <label className="flex items-center gap-3 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Automation beta"
        disabled={!canSave || save.pending}
        onClick={() => void save.submit(!on)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand' : 'bg-border-strong'}`}
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </button>
      <span aria-hidden="true">Automation beta {on ? 'on' : 'off'}</span>
    </label>
  );
}
