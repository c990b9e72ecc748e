'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { LocksSaved } from '@/lib/agent-alerts/answers';
import { lockProblems, type LockChange } from '@/lib/agent-alerts/check';
import { BEHAVIOURS, type Behaviour, type LockRow } from '@/lib/agent-alerts/model';
import { BEHAVIOUR_LABELS } from '@/lib/agent-alerts/rules';
import { postJson } from '@/lib/http/json';

export type LockPlaceOption = { officeId: number; name: string; depth: number };

/**
 * Alerts locked on for agents: an admin for the whole brokerage or any office, a manager for their own
 * offices (and those below them). A locked alert shows on, and cannot be turned off, on each of those
 * agents' /preferences, with who locked it. Locks of places the caller may not change show without Unlock.
 */
export function LocksSection({ locks: initial, places, canEdit }: { locks: LockRow[]; places: LockPlaceOption[]; canEdit: boolean }) {
  const [locks, setLocks] = useState(initial);
  const [behaviour, setBehaviour] = useState<Behaviour>('routed');
  const [officeId, setOfficeId] = useState(places[0]?.officeId ?? 0);
  const { formRef, ...change } = useMutation({
    check: (c: LockChange) => {
      const errors = lockProblems(c);
      return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, data: c };
    },
    send: (c: LockChange) => postJson<LocksSaved>('/api/agent-alerts/locks', c),
    success: (answer) => answer.message,
    onSuccess: (answer) => setLocks(answer.locks),
  });
  const mine = new Set(places.map((p) => p.officeId));
  const locked = (b: Behaviour, office: number) => locks.some((l) => l.behaviour === b && l.officeId === office);

  return (
    <Card title="Alerts agents always get" flush>
      <p className="px-5 pt-4 text-sm text-muted-foreground">
        A locked alert is on for every agent of the place, by push and e-mail unless they choose one; they cannot turn it off.
      </p>
      {locks.length ? (
        <ul className="mt-3 divide-y divide-border border-y border-border" aria-label="Locked alerts">
          {locks.map((l) => (
            <li key={`${l.officeId}-${l.behaviour}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3">
              <div>
                <p className="font-medium">{BEHAVIOUR_LABELS[l.behaviour]}</p>
                <p className="text-sm text-muted-foreground">
                  {l.placeName} · locked by {l.lockedBy}
                </p>
              </div>
              {canEdit && mine.has(l.officeId) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Unlock ${BEHAVIOUR_LABELS[l.behaviour]} for ${l.placeName}`}
                  disabled={change.pending}
                  onClick={() => void change.submit({ behaviour: l.behaviour, officeId: l.officeId, locked: false })}
                >
                  Unlock
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-5 pt-2 text-sm">Nothing is locked: each agent chooses their own alerts.</p>
      )}
      {canEdit && places.length ? (
        <form
          ref={formRef}
          noValidate
          aria-label="Lock an alert on"
          className="flex flex-wrap items-end gap-3 px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            void change.submit({ behaviour, officeId, locked: true });
          }}
        >
          <SelectField
            label="Alert"
            name="behaviour"
            className="min-w-48 flex-1"
            value={behaviour}
            options={BEHAVIOURS.map((b) => ({ value: b, label: BEHAVIOUR_LABELS[b], disabled: locked(b, officeId) }))}
            onChange={(e) => setBehaviour(e.target.value as Behaviour)}
            error={change.errors.behaviour}
          />
          <SelectField
            label="For the agents of"
            name="officeId"
            className="min-w-48 flex-1"
            value={String(officeId)}
            options={places.map((p) => ({ value: String(p.officeId), label: `${'\u00a0\u00a0'.repeat(p.depth)}${p.name}` }))}
            onChange={(e) => setOfficeId(Number(e.target.value))}
            error={change.errors.officeId}
          />
          <Button type="submit" pending={change.pending} disabled={locked(behaviour, officeId)}>
            Lock on
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
