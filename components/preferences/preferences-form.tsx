'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { PreferencesSaved } from '@/lib/preferences/answers';
import { GLOBAL_ROWS, PREF_ROWS, PREFS_MSG, type Preferences, type PrefKey } from '@/lib/preferences/rules';

/**
 * The alert preferences: per event of one of the agent's users, an e-mail and a push toggle, then the
 * global favorites toggles; one Save ('Preferences saved'), hidden in read-only mode, where the
 * toggles are shown but cannot change. A failed save keeps the choices made.
 */
export function PreferencesForm({ initial, canSave }: { initial: Preferences; canSave: boolean }) {
  const [values, setValues] = useState(initial);
  const save = useMutation({
    send: (data: Preferences) => postJson<PreferencesSaved>('/api/preferences', data),
    success: (answer) => answer.message,
    failureToast: { text: PREFS_MSG.failed },
    onSuccess: ({ prefs, global }) => setValues({ prefs, global }),
  });
  const toggle = (key: PrefKey, checked: boolean) => setValues((v) => ({ ...v, prefs: { ...v.prefs, [key]: checked } }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(values);
      }}
      className="flex flex-col gap-4"
    >
      {/* Flush: the cells pad themselves, so the rows and their lines run edge to edge. */}
      <Card title="When one of your users…" flush>
        <table className="w-full text-sm">
          <caption className="sr-only">Alerts about your users, by e-mail and by push</caption>
          <thead>
            <tr className="border-b border-border text-start text-xs font-semibold uppercase text-muted-foreground">
              <th scope="col" className="px-5 py-2 text-start">
                Event
              </th>
              <th scope="col" className="px-5 py-2 text-start">
                E-mail
              </th>
              <th scope="col" className="px-5 py-2 text-start">
                Push
              </th>
            </tr>
          </thead>
          <tbody>
            {PREF_ROWS.map((row) => (
              <tr key={row.push} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-5 py-2.5 text-start font-medium">
                  {row.event}
                </th>
                <td className="px-5 py-2.5">
                  {row.email ? (
                    <Toggle
                      label={`${row.event}: e-mail`}
                      checked={values.prefs[row.email]}
                      disabled={!canSave}
                      onChange={(c) => row.email && toggle(row.email, c)}
                    />
                  ) : (
                    <span className="text-muted-foreground">–</span>
                  )}
                </td>
                <td className="px-5 py-2.5">
                  <Toggle
                    label={`${row.event}: push`}
                    checked={values.prefs[row.push]}
                    disabled={!canSave}
                    onChange={(c) => toggle(row.push, c)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="Favorites across the app">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Favorites across the app</legend>
          <p className="mb-1 text-sm text-muted-foreground">Every favorite saved in the app, not only your own users&apos;.</p>
          {GLOBAL_ROWS.map((row) => (
            <CheckboxField
              key={row.key}
              label={row.label}
              checked={values.global[row.key]}
              disabled={!canSave}
              onChange={(e) => {
                const checked = e.target.checked;
                setValues((v) => ({ ...v, global: { ...v.global, [row.key]: checked } }));
              }}
            />
          ))}
        </fieldset>
      </Card>
      {canSave ? (
        <div>
          <Button type="submit" pending={save.pending}>
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** A table cell's checkbox, named for its row and column (the visible headers say the same). */
function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 accent-brand"
    />
  );
}
