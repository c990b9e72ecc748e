'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { CounterDialog } from '@/components/showings/counter-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowActions } from '@/components/ui/row-actions';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/hooks/use-mutation';
import type { ShowingCalendar, ShowingChanged } from '@/lib/showings/answers';
import { formatPrice } from '@/lib/format';
import { getJson, postJson } from '@/lib/http/json';
import { SHOWING_MSG, SHOWING_PARAM, SHOWING_STATUS_LABELS, type ShowingView } from '@/lib/showings/rules';

const TONES = { pending: 'warning', negotiating: 'info', booked: 'success', cancelled: 'neutral' } as const;

/**
 * The showings table's row actions: each row carries a plain 'Details' button (RowActionButton) and
 * this one component opens the showing's modal for the row pressed, found among the page's rows (after
 * a refresh, the fresh row), or the one a link asked for (?showing={id}, Today's 'Waiting for you').
 */
export function ShowingsRowActions({
  rows,
  timeZone,
  opened,
  children,
}: {
  rows: ShowingView[];
  timeZone: string;
  opened: ShowingView | null;
  children: ReactNode;
}) {
  const [openId, setOpenId] = useState<string | null>(opened ? String(opened.id) : null);
  const showing =
    openId === null
      ? undefined
      : (rows.find((row) => String(row.id) === openId) ?? (opened && String(opened.id) === openId ? opened : undefined));
  // Opened from a link (?showing={id}): once open, the address forgets it, so a reload or a refresh does not reopen it.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SHOWING_PARAM)) return;
    url.searchParams.delete(SHOWING_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return (
    <>
      <RowActions onAction={({ action, key }) => action === 'details' && setOpenId(key)}>{children}</RowActions>
      {showing ? <ShowingDetails key={showing.id} showing={showing} timeZone={timeZone} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

/**
 * A showing's modal (listing photo, address, price, beds, baths, the user, notes, the offers with
 * their proposed times) with the actions this showing's status allows now. A failed action toasts its
 * message and leaves the showing as it was (docs/departures.md).
 */
function ShowingDetails({ showing: s, timeZone, onClose }: { showing: ShowingView; timeZone: string; onClose: () => void }) {
  const [choice, setChoice] = useState<string>('');
  const [calendarBusy, setCalendarBusy] = useState(false);
  const toast = useToast();
  const groupId = useId();
  const latest = s.offers.at(-1);

  const accept = useMutation({
    send: (time: string) => postJson<ShowingChanged>(`/api/showings/${s.id}/accept`, { offerId: latest?.id, time }),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: onClose,
  });
  const cancel = useMutation({
    send: () => postJson<ShowingChanged>(`/api/showings/${s.id}/cancel`, {}),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: onClose,
  });

  const addToCalendar = async () => {
    setCalendarBusy(true);
    const res = await getJson<ShowingCalendar>(`/api/showings/${s.id}/calendar`);
    setCalendarBusy(false);
    // The calendar's failure is an alert with the spec's words.
    if (!res.ok) {
      toast.error(SHOWING_MSG.calendarFailed);
      return;
    }
    window.open(res.data.url, '_blank', 'noopener');
  };

  const { actions } = s;
  const any = Object.values(actions).some(Boolean);

  return (
    <Dialog
      title={`Showing at ${s.address}`}
      size="lg"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-wrap gap-4">
          {s.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the upstream's listing photo, any host
            <img src={s.photo} alt={`Listing photo of ${s.address}`} className="h-32 w-48 rounded-md object-cover" />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Address</dt>
            <dd>{s.address}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd>{formatPrice(s.price, { missing: '—' })}</dd>
            <dt className="text-muted-foreground">Beds</dt>
            <dd>{s.beds ?? '—'}</dd>
            <dt className="text-muted-foreground">Baths</dt>
            <dd>{s.baths ?? '—'}</dd>
            <dt className="text-muted-foreground">User</dt>
            <dd>
              {s.userName} <span className="text-muted-foreground">{s.userEmail}</span>
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="flex gap-1">
              <Badge tone={TONES[s.status]}>{SHOWING_STATUS_LABELS[s.status]}</Badge>
              {s.past ? <Badge>Past</Badge> : null}
            </dd>
            {s.booked ? (
              <>
                <dt className="text-muted-foreground">Booked for</dt>
                <dd>{s.booked.label}</dd>
              </>
            ) : null}
          </dl>
        </div>
        {s.notes ? (
          <div>
            <h3 className="font-semibold">Notes</h3>
            <p className="whitespace-pre-line">{s.notes}</p>
          </div>
        ) : null}
        <div>
          <h3 className="font-semibold">Offers</h3>
          {s.offers.length === 0 ? (
            <p className="text-muted-foreground">No offers yet.</p>
          ) : (
            <ol className="mt-1 flex flex-col gap-2">
              {s.offers.map((o) => (
                <li key={o.id} className="rounded-md border border-border px-3 py-2">
                  <p className="font-medium">{o.byUser ? s.userName : 'You'}</p>
                  {o.message ? <p>{o.message}</p> : null}
                  <ul className="text-muted-foreground">
                    {o.times.map((t) => (
                      <li key={t.utc}>{t.label}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-1 text-xs text-muted-foreground">Times in {timeZone.replace(/_/g, ' ')}.</p>
        </div>

        {s.past ? <p className="text-muted-foreground">This showing is past: nothing more can be done with it.</p> : null}

        {actions.accept && latest ? (
          <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold">Accept a proposed time</legend>
            {latest.times.map((t, i) => (
              <label key={t.utc} className="flex items-center gap-2" htmlFor={`${groupId}-${i}`}>
                <input
                  id={`${groupId}-${i}`}
                  type="radio"
                  name={`${groupId}-time`}
                  value={t.utc}
                  checked={choice === t.utc}
                  onChange={() => setChoice(t.utc)}
                />
                {t.label}
              </label>
            ))}
            {accept.errors.time ? <p className="text-danger">{String(accept.errors.time)}</p> : null}
            <div>
              <Button
                size="sm"
                disabled={accept.pending}
                onClick={() => {
                  if (!choice) {
                    toast.error(SHOWING_MSG.chooseTime);
                    return;
                  }
                  void accept.submit(choice);
                }}
              >
                Accept
              </Button>
            </div>
          </fieldset>
        ) : null}

        {any ? (
          <div className="flex flex-wrap gap-2">
            {actions.suggest ? <CounterDialog showingId={s.id} timeZone={timeZone} mode="suggest" onDone={onClose} /> : null}
            {actions.calendar ? (
              <Button variant="secondary" size="sm" disabled={calendarBusy} onClick={() => void addToCalendar()}>
                Add to calendar
              </Button>
            ) : null}
            {actions.reschedule ? <CounterDialog showingId={s.id} timeZone={timeZone} mode="reschedule" onDone={onClose} /> : null}
            {actions.cancel ? (
              <ConfirmDialog
                title="Cancel showing"
                message={<p>{SHOWING_MSG.confirmCancel}</p>}
                confirmLabel="Cancel showing"
                cancelLabel="Keep it"
                variant="danger"
                onConfirm={async () => {
                  await cancel.submit(undefined);
                }}
                trigger={
                  <Button variant="danger" size="sm">
                    Cancel showing
                  </Button>
                }
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
