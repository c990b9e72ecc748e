'use client';

import { useState } from 'react';
import { QuietHoursFields } from '@/components/agent-alerts/quiet-hours-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { AlertPrefsSaved, LockedBy } from '@/lib/agent-alerts/answers';
import { prefsProblems } from '@/lib/agent-alerts/check';
import { BEHAVIOURS, CHANNELS, type AlertPrefs, type Behaviour, type BehaviourChoice, type Channel } from '@/lib/agent-alerts/model';
import { ALERT_MSG, BEHAVIOUR_N, behaviourLabel, CHANNEL_LABELS, hasN } from '@/lib/agent-alerts/rules';
import { postJson } from '@/lib/http/json';

/** What the number of a behaviour counts, as its field is named. */
const N_LABELS: Partial<Record<Behaviour, string>> = { back: 'Days away', views: 'Views of one home' };

/**
 * The agent's alerts about their leads: each behaviour on or off, by push, e-mail or both (a number
 * where it has one), quiet hours with what happens in them, the digest's time and the time zone; one
 * Save. A behaviour locked on by an admin or manager shows on and disabled, with who locked it.
 */
export function AlertPrefsForm({
  initial,
  lockedBy: initialLocks,
  canSave,
}: {
  initial: AlertPrefs;
  lockedBy: LockedBy;
  canSave: boolean;
}) {
  const [prefs, setPrefs] = useState(initial);
  const [lockedBy, setLockedBy] = useState(initialLocks);
  // The number fields hold what is typed; they are read as numbers on Save.
  const [nText, setNText] = useState<Partial<Record<Behaviour, string>>>(() =>
    Object.fromEntries(BEHAVIOURS.filter(hasN).map((b) => [b, String(initial.behaviours[b].n ?? '')])),
  );
  const { formRef, ...save } = useMutation({
    check: (draft: AlertPrefs) => {
      const errors = prefsProblems(draft);
      return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, data: draft };
    },
    send: (data: AlertPrefs) => postJson<AlertPrefsSaved>('/api/agent-alerts/prefs', data),
    success: (answer) => answer.message,
    failureToast: { text: ALERT_MSG.failed },
    onSuccess: (answer) => {
      setPrefs(answer.prefs);
      setLockedBy(answer.lockedBy);
    },
  });
  const setChoice = (b: Behaviour, change: Partial<BehaviourChoice>) =>
    setPrefs((p) => ({ ...p, behaviours: { ...p.behaviours, [b]: { ...p.behaviours[b], ...change } } }));
  const toggleChannel = (b: Behaviour, c: Channel, on: boolean) => {
    const now = prefs.behaviours[b].channels.filter((x) => x !== c);
    setChoice(b, { channels: on ? CHANNELS.filter((x) => x === c || now.includes(x)) : now });
  };
  const readN = (b: Behaviour) => {
    const text = (nText[b] ?? '').trim();
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Alerts about your leads"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const behaviours = Object.fromEntries(
          BEHAVIOURS.map((b) => [b, { ...prefs.behaviours[b], n: hasN(b) ? readN(b) : null }]),
        ) as AlertPrefs['behaviours'];
        void save.submit({ ...prefs, behaviours });
      }}
    >
      <Card title="Alerts about your leads">
        <p className="mb-3 text-sm text-muted-foreground">Told the moment it happens: on this phone by push, or by e-mail, or both.</p>
        <ul className="flex flex-col divide-y divide-border" aria-label="What you are told">
          {BEHAVIOURS.map((b) => {
            const choice = prefs.behaviours[b];
            const locked = lockedBy[b];
            const on = choice.on || !!locked;
            const n = hasN(b) ? (/^\d+$/.test(nText[b] ?? '') ? Number(nText[b]) : null) : null;
            const label = behaviourLabel(b, n ?? (hasN(b) ? BEHAVIOUR_N[b].default : null));
            const channelError = save.errors[`behaviours.${b}.channels`];
            return (
              <li key={b} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-behaviour={b}>
                <label className="flex items-start gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name={`behaviours.${b}.on`}
                    aria-label={label}
                    aria-describedby={locked ? `${b}-locked` : undefined}
                    checked={on}
                    disabled={!canSave || !!locked}
                    onChange={(e) => setChoice(b, { on: e.target.checked })}
                    className="mt-0.5 size-4 shrink-0 accent-brand"
                  />
                  <span>
                    {label}
                    {locked ? (
                      <span id={`${b}-locked`} className="block text-xs font-normal text-muted-foreground">
                        Locked on by {locked}
                      </span>
                    ) : null}
                  </span>
                </label>
                <div className="flex flex-wrap items-start gap-x-5 gap-y-2 ps-6">
                  <fieldset className="flex items-center gap-4" aria-describedby={channelError ? `${b}-channels-error` : undefined}>
                    <legend className="sr-only">{label}: channels</legend>
                    {CHANNELS.map((c) => (
                      <label key={c} className="flex items-center gap-1.5 text-sm">
                        <input
                          type="checkbox"
                          name={`behaviours.${b}.channels`}
                          aria-label={`${label}: ${CHANNEL_LABELS[c]}`}
                          checked={choice.channels.includes(c)}
                          disabled={!canSave || !on}
                          onChange={(e) => toggleChannel(b, c, e.target.checked)}
                          className="size-4 accent-brand"
                        />
                        <span aria-hidden>{CHANNEL_LABELS[c]}</span>
                      </label>
                    ))}
                  </fieldset>
                  {hasN(b) ? (
                    <TextField
                      label={N_LABELS[b] ?? 'Number'}
                      name={`behaviours.${b}.n`}
                      inputMode="numeric"
                      className="w-36"
                      value={nText[b] ?? ''}
                      disabled={!canSave}
                      onChange={(e) => setNText((t) => ({ ...t, [b]: e.target.value }))}
                      error={save.errors[`behaviours.${b}.n`]}
                    />
                  ) : null}
                </div>
                <div id={`${b}-channels-error`} aria-live="polite" className="ps-6 text-sm text-danger empty:hidden">
                  {channelError}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <QuietHoursFields prefs={prefs} onChange={setPrefs} errors={save.errors} disabled={!canSave} />
      {canSave ? (
        <div>
          <Button type="submit" pending={save.pending}>
            Save alerts
          </Button>
        </div>
      ) : null}
    </form>
  );
}
