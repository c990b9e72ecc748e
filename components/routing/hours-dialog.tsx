'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { SelectField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { HoursSaved } from '@/lib/routing/answers';
import { hoursProblems, MINUTES_IN_DAY } from '@/lib/routing/check';
import { DEFAULT_DAY, type OfficeHours } from '@/lib/routing/model';
import { BROKERAGE_OFFICE, DAY_NAMES } from '@/lib/routing/rules';
import type { HoursRow } from '@/lib/routing/screen';

/** Minutes after midnight as an <input type="time"> value; the end of the day (1440) reads as 00:00. */
const timeValue = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A time input's value as minutes; a closing 00:00 is the day's end. Blank: NaN, which the check names. */
function minutesOf(value: string, closing: boolean): number {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return closing && minutes === 0 ? MINUTES_IN_DAY : minutes;
}

type DayDraft = { open: boolean; from: string; to: string };

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * One office's hours: its time zone and each day's opening and closing time, or closed. An office with
 * hours of its own may go back to following the brokerage's.
 */
export function HoursDialog({ row, onClose }: { row: HoursRow; onClose: () => void }) {
  const formId = useId();
  const [pending, setPending] = useState(false);
  const start = row.own ?? row.shown;
  const [timeZone, setTimeZone] = useState(start.timeZone);
  const [days, setDays] = useState<DayDraft[]>(() =>
    start.days.map((d) => ({
      open: d !== null,
      from: timeValue((d ?? DEFAULT_DAY)?.open ?? 480),
      to: timeValue((d ?? DEFAULT_DAY)?.close ?? 1260),
    })),
  );
  const send = (hours: OfficeHours | null) => sendJson<HoursSaved>('PUT', '/api/routing/hours', { officeId: row.officeId, hours });
  const options = { success: (answer: HoursSaved) => answer.message, refresh: true, onPendingChange: setPending, onSuccess: onClose };
  const { formRef, ...save } = useMutation({
    check: (hours: OfficeHours) => {
      const errors = hoursProblems(hours);
      return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, data: hours };
    },
    send,
    ...options,
  });
  const reset = useMutation({ send: () => send(null), ...options });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit({
      timeZone,
      days: days.map((d) => (d.open ? { open: minutesOf(d.from, false), close: minutesOf(d.to, true) } : null)),
    });
  }
  const setDay = (i: number, change: Partial<DayDraft>) => setDays((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const title = row.officeId === BROKERAGE_OFFICE ? "The brokerage's hours" : `Hours of ${row.name}`;

  return (
    <Dialog
      title={title}
      description="Minutes to respond count only while the office is open: a lead that arrives at night waits for the morning."
      open
      size="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!pending}
      footer={
        <>
          {row.officeId !== BROKERAGE_OFFICE && row.own ? (
            <Button variant="ghost" className="me-auto" disabled={pending} onClick={() => void reset.submit(undefined)}>
              Follow the brokerage&apos;s hours
            </Button>
          ) : null}
          <FormDialogFooter formId={formId} pending={pending} submitLabel="Save hours" />
        </>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={title}>
        <SelectField
          label="Time zone"
          name="timeZone"
          value={timeZone}
          options={zones(start.timeZone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          onChange={(e) => setTimeZone(e.target.value)}
          error={save.errors.timeZone}
        />
        <ul className="flex flex-col gap-3" aria-label="Days of the week">
          {days.map((d, i) => {
            const name = DAY_NAMES[i] ?? '';
            const error = save.errors[`days.${i}`] ?? save.errors[`days.${i}.open`] ?? save.errors[`days.${i}.close`];
            return (
              <li key={name} className="grid grid-cols-2 items-start gap-x-3 gap-y-2 sm:grid-cols-[8rem_6rem_1fr_1fr]">
                <span className="pt-2 text-sm font-medium">{name}</span>
                <label className="flex items-center gap-2 pt-2 text-sm">
                  <input type="checkbox" checked={d.open} onChange={(e) => setDay(i, { open: e.target.checked })} className="size-4" />
                  {d.open ? 'Open' : 'Closed'}
                  <span className="sr-only"> on {name}</span>
                </label>
                {d.open ? (
                  <>
                    <TextField
                      label={`${name} opens`}
                      hideLabel
                      type="time"
                      name={`days.${i}.open`}
                      value={d.from}
                      onChange={(e) => setDay(i, { from: e.target.value })}
                      error={error}
                    />
                    <TextField
                      label={`${name} closes`}
                      hideLabel
                      type="time"
                      name={`days.${i}.close`}
                      value={d.to}
                      onChange={(e) => setDay(i, { to: e.target.value })}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </form>
    </Dialog>
  );
}
