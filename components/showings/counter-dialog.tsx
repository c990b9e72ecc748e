'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { TextareaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { ShowingChanged } from '@/lib/showings/answers';
import { checkCounter } from '@/lib/showings/check';

export interface CounterDialogProps {
  showingId: number;
  timeZone: string;
  /** 'suggest' another time (pending/negotiating) or 'reschedule' (booked): the same counter offer. */
  mode: 'suggest' | 'reschedule';
  onDone: () => void;
}

/** The counter modal (a date and a time are required), in the brokerage's time zone; sent as 'YYYY-MM-DD HH:mm:00' (UTC). */
export function CounterDialog({ showingId, timeZone, mode, onDone }: CounterDialogProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ date: '', time: '', message: '' });
  const label = mode === 'suggest' ? 'Suggest another time' : 'Reschedule';
  const { formRef, ...send } = useMutation({
    check: checkCounter,
    send: (data) => postJson<ShowingChanged>(`/api/showings/${showingId}/counter`, data),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
  });
  const formId = `counter-${showingId}`;

  return (
    <Dialog
      title={label}
      description={`Propose a date and time (${timeZone.replace(/_/g, ' ')}); the user is asked to confirm it.`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
      trigger={
        <Button variant="secondary" size="sm">
          {label}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={send.pending}>
            Send
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send.submit(values);
        }}
      >
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          value={values.date}
          error={send.errors.date}
          onChange={(e) => setValues({ ...values, date: e.target.value })}
        />
        <TextField
          label="Time"
          name="time"
          type="time"
          required
          value={values.time}
          error={send.errors.time}
          onChange={(e) => setValues({ ...values, time: e.target.value })}
        />
        <TextareaField
          label="Message"
          name="message"
          rows={3}
          value={values.message}
          error={send.errors.message}
          onChange={(e) => setValues({ ...values, message: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
