'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { postJson } from '@/lib/http/json';
import type { FeaturedMode } from '@/lib/settings/rules';

/** The Featured Listings mode (app, office when offices are enabled, agent): 'Featured Listings updated'. */
export function FeaturedModeForm({ initial, modes, canSave }: { initial: FeaturedMode; modes: { value: FeaturedMode; label: string }[]; canSave: boolean }) {
  const legendId = useId();
  const [mode, setMode] = useState(initial);
  const save = useMutation({
    send: (m: FeaturedMode) => postJson<{ message: string }>('/api/settings/featured-mode', { mode: m }),
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
          Featured Listings
        </legend>
        {modes.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="featuredMode" value={m.value} checked={mode === m.value} disabled={!canSave} onChange={() => setMode(m.value)} />
            {m.label}
          </label>
        ))}
      </fieldset>
      {canSave ? (
        <div>
          <Button type="submit" variant="secondary" pending={save.pending} aria-label="Save featured listings mode">
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
