'use client';

import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { SelectField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { addDays, isCalendarDate, zonedInstant, zonedToday } from '@/lib/alerts/rules';
import { sendJson } from '@/lib/http/json';
import type { AvailabilitySaved } from '@/lib/routing/answers';
import { pauseProblems } from '@/lib/routing/check';
import { PAUSE_MAX_DAYS, ROUTING_MSG } from '@/lib/routing/rules';

export interface PauseDialogProps {
  /** Who is paused: one agent, a choice among these agents, or (absent) the viewer themselves. */
  agent?: { id: number; name: string } | { choose: { id: number; name: string }[] };
  timeZone: string;
  onClose: () => void;
}

/**
 * Pauses an agent's new leads, until resumed or until a chosen day (leads start again at that day's
 * midnight in the brokerage's time zone). Leads they already have stay theirs.
 */
export function PauseDialog({ agent, timeZone, onClose }: PauseDialogProps) {
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [date, setDate] = useState('');
  const choose = agent && 'choose' in agent ? agent.choose : null;
  const one = agent && 'id' in agent ? agent : null;
  const [chosen, setChosen] = useState('');
  // The dialog's day, read once when it opens.
  const [today] = useState(() => zonedToday(timeZone, Date.now()));
  const { formRef, ...save } = useMutation({
    check: ({ day, agentId }: { day: string; agentId: number | null }) => {
      if (choose && agentId === null) return { ok: false as const, errors: { agentId: ROUTING_MSG.agentInvalid } };
      if (day && !isCalendarDate(day)) return { ok: false as const, errors: { until: ROUTING_MSG.untilInvalid } };
      const until = day ? zonedInstant(day, 0, 0, timeZone) * 1000 : null;
      const errors = pauseProblems({ paused: true, until }, Date.now());
      return Object.keys(errors).length
        ? { ok: false as const, errors }
        : { ok: true as const, data: { paused: true, until, ...(agentId === null ? {} : { agentId }) } };
    },
    send: (body) => sendJson<AvailabilitySaved>('PUT', '/api/routing/availability', body),
    success: (answer) => answer.message,
    refresh: true,
    onPendingChange: setPending,
    onSuccess: onClose,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit({ day: date, agentId: one ? one.id : chosen ? Number(chosen) : null });
  }

  return (
    <Dialog
      title={one ? `Pause ${one.name}` : choose ? 'Pause an agent' : 'Pause my leads'}
      description={
        one
          ? `No new leads are routed to ${one.name} while paused.`
          : choose
            ? 'No new leads are routed to the agent while paused.'
            : 'No new leads are routed to you while paused.'
      }
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!pending}
      footer={<FormDialogFooter formId={formId} pending={pending} submitLabel="Pause" />}
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Pause">
        {choose ? (
          <SelectField
            label="Agent"
            name="agentId"
            required
            value={chosen}
            placeholder="Choose an agent"
            options={choose.map((a) => ({ value: String(a.id), label: a.name }))}
            onChange={(e) => setChosen(e.target.value)}
            error={save.errors.agentId}
          />
        ) : null}
        <TextField
          label="Until (optional)"
          name="until"
          type="date"
          min={addDays(today, 1)}
          max={addDays(today, PAUSE_MAX_DAYS)}
          hint={`Leads start again at midnight that day (${timeZone.replace(/_/g, ' ')}). Blank: until resumed.`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={save.errors.until}
        />
      </form>
    </Dialog>
  );
}
