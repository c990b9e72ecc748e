'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { FAIR_HOUSING_MODES, FAIR_HOUSING_MSG, type FairHousingMode } from '@/lib/fair-housing/check';
import { postJson } from '@/lib/http/json';
import type { SettingsSaved } from '@/lib/settings/answers';

/** The brokerage's fair-housing setting on /settings: Warn (default) or Block. */
export function FairHousingModeForm({ initial, canSave }: { initial: FairHousingMode; canSave: boolean }) {
  const legendId = useId();
  const [mode, setMode] = useState(initial);
  const save = useMutation({
    send: (m: FairHousingMode) => postJson<SettingsSaved>('/api/settings/fair-housing', { mode: m }),
    success: (answer) => answer.message,
    refresh: true,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(mode);
      }}
    >
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="text-sm font-medium">
          When a phrase is flagged
        </legend>
        {FAIR_HOUSING_MODES.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" name="fairHousingMode" value={m} checked={mode === m} disabled={!canSave} onChange={() => setMode(m)} />
            {FAIR_HOUSING_MSG.modes[m]}
          </label>
        ))}
      </fieldset>
      {canSave ? (
        <div>
          <Button type="submit" variant="secondary" pending={save.pending} aria-label="Save fair-housing check">
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
