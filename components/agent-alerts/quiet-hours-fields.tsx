'use client';

import { Card } from '@/components/ui/card';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/components/hooks/use-mutation';
import { QUIET_MODES, type AlertPrefs, type QuietMode } from '@/lib/agent-alerts/model';

/** Minutes after midnight as an <input type="time"> value, and back (blank: NaN, which the check names). */
const timeValue = (minutes: number) =>
  Number.isInteger(minutes) ? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` : '';
function minutesOf(value: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

const MODE_LABELS: Record<QuietMode, { label: string; hint: string }> = {
  email: { label: 'Only e-mail', hint: 'No push in the night; the e-mail still comes.' },
  hold: { label: 'Hold until morning', hint: 'Everything waits until quiet hours end, then comes.' },
};

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Quiet hours (in the agent's time zone) and what they do, the daily digest's time, and the zone itself. */
export function QuietHoursFields({
  prefs,
  onChange,
  errors,
  disabled,
}: {
  prefs: AlertPrefs;
  onChange: (p: AlertPrefs) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const quiet = prefs.quiet;
  const setQuiet = (change: Partial<AlertPrefs['quiet']>) => onChange({ ...prefs, quiet: { ...quiet, ...change } });
  return (
    <Card title="Quiet hours and digest">
      <div className="flex flex-col gap-4">
        <CheckboxField
          label="Quiet hours"
          name="quiet.on"
          checked={quiet.on}
          disabled={disabled}
          onChange={(e) => setQuiet({ on: e.target.checked })}
        />
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField
            label="From"
            type="time"
            name="quiet.start"
            value={timeValue(quiet.start)}
            disabled={disabled || !quiet.on}
            onChange={(e) => setQuiet({ start: minutesOf(e.target.value) })}
            error={errors['quiet.start']}
          />
          <TextField
            label="To"
            type="time"
            name="quiet.end"
            value={timeValue(quiet.end)}
            disabled={disabled || !quiet.on}
            onChange={(e) => setQuiet({ end: minutesOf(e.target.value) })}
            error={errors['quiet.end']}
          />
        </div>
        <fieldset className="flex flex-col gap-2" disabled={disabled || !quiet.on}>
          <legend className="mb-1 text-sm font-medium">During quiet hours</legend>
          {QUIET_MODES.map((m) => (
            <label key={m} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="quiet.mode"
                value={m}
                checked={quiet.mode === m}
                onChange={() => setQuiet({ mode: m })}
                className="mt-0.5 size-4 accent-brand"
              />
              <span>
                {MODE_LABELS[m].label}
                <span className="block text-xs text-muted-foreground">{MODE_LABELS[m].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          label="Daily digest at"
          type="time"
          name="digestAt"
          className="sm:max-w-sm"
          hint="One e-mail with what was held or over the hour's 10 pushes."
          value={timeValue(prefs.digestAt)}
          disabled={disabled}
          onChange={(e) => onChange({ ...prefs, digestAt: minutesOf(e.target.value) })}
          error={errors.digestAt}
        />
        <SelectField
          label="Your time zone"
          name="timeZone"
          className="sm:max-w-sm"
          value={prefs.timeZone}
          disabled={disabled}
          options={zones(prefs.timeZone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          onChange={(e) => onChange({ ...prefs, timeZone: e.target.value })}
          error={errors.timeZone}
        />
      </div>
    </Card>
  );
}
