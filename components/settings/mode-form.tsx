'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';

export type ModeOption<M extends string> = { value: M; label: string };

export interface ModeFormProps<M extends string> {
  /** The radio group's name. */
  name: string;
  legend: string;
  modes: readonly ModeOption<M>[];
  initial: M;
  /** The route handler that saves `{ mode }` and answers `{ message }` (the toast). */
  url: string;
  /** The Save button's accessible name: several of these forms share a card. */
  saveLabel: string;
  canSave: boolean;
}

/** One setting chosen among a few modes, saved with its own button (featured listings, fair-housing check). */
export function ModeForm<M extends string>({ name, legend, modes, initial, url, saveLabel, canSave }: ModeFormProps<M>) {
  const legendId = useId();
  const [mode, setMode] = useState(initial);
  const save = useMutation({
    send: (m: M) => postJson<{ message: string }>(url, { mode: m }),
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
          {legend}
        </legend>
        {modes.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={m.value}
              checked={mode === m.value}
              disabled={!canSave}
              onChange={() => setMode(m.value)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      {canSave ? (
        <div>
          <Button type="submit" variant="secondary" pending={save.pending} aria-label={saveLabel}>
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
