'use client';

import { useState, type FormEvent } from 'react';
import { MortgageProFields } from '@/components/mortgage-pro/mortgage-pro-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/states';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson, sendJson } from '@/lib/http/json';
import type { MortgageProDeleted, MortgageProSaved } from '@/lib/mortgage-pro/answers';
import { checkMortgagePro, EMPTY_MORTGAGE_PRO, MPRO_MSG, type MortgageProLevel, type MortgageProValues } from '@/lib/mortgage-pro/check';

export interface MortgageProPanelProps {
  level: MortgageProLevel;
  /** The level's Mortgage Pro, or null when none is set there. */
  initial: MortgageProValues | null;
  /** False in read-only mode: no Add, Save or Delete. */
  editable: boolean;
  /** Names the level in the card title, e.g. 'App default' or 'San Francisco Office'. */
  title: string;
}

/**
 * A level's Mortgage Pro: absent shows Add, which reveals the form; once saved it can be changed
 * and deleted after confirmation. A failed save keeps what was typed.
 */
export function MortgageProPanel({ level, initial, editable, title }: MortgageProPanelProps) {
  const [exists, setExists] = useState(initial !== null);
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState<MortgageProValues>(initial ?? EMPTY_MORTGAGE_PRO);
  const { formRef, ...save } = useMutation({
    check: checkMortgagePro,
    send: (mpro) => postJson<MortgageProSaved>('/api/mpro', { level, mpro }),
    onSuccess: () => {
      setExists(true);
      setAdding(false);
    },
    success: MPRO_MSG.saved,
    refresh: true,
  });
  const remove = useMutation({
    send: () => sendJson<MortgageProDeleted>('DELETE', '/api/mpro', { level }),
    onSuccess: () => {
      setExists(false);
      setValues(EMPTY_MORTGAGE_PRO);
    },
    success: MPRO_MSG.deleted,
    refresh: true,
  });
  const pending = save.pending;

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }

  if (!exists && !adding) {
    return (
      <Card title={title}>
        <EmptyState
          title="No Mortgage Pro set"
          text="Add one to show its name, contact details and photo to the app users at this level."
          action={editable ? <Button onClick={() => setAdding(true)}>Add</Button> : null}
        />
      </Card>
    );
  }

  return (
    <Card
      title={title}
      actions={
        exists && editable ? (
          <ConfirmDialog
            title="Delete Mortgage Pro"
            message={MPRO_MSG.confirmDelete}
            confirmLabel="Delete"
            variant="danger"
            onConfirm={() => remove.submit(undefined)}
            trigger={
              <Button variant="ghost" size="sm" disabled={pending}>
                Delete
              </Button>
            }
          />
        ) : null
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <MortgageProFields
          values={values}
          errors={save.errors}
          enabled={editable && !pending}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        />
        {editable ? (
          <div className="mt-6 flex justify-end gap-2">
            {adding ? (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => {
                  setAdding(false);
                  save.reset();
                  setValues(EMPTY_MORTGAGE_PRO);
                }}
              >
                Cancel
              </Button>
            ) : null}
            <Button type="submit" pending={pending}>
              Save
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
