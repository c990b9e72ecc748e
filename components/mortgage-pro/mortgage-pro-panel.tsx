'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { postJson, sendJson } from '@/lib/http/json';
import { MortgageProFields } from '@/components/mortgage-pro/mortgage-pro-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import {
  checkMortgagePro,
  EMPTY_MORTGAGE_PRO,
  MPRO_MSG,
  type MortgageProLevel,
  type MortgageProValues,
} from '@/lib/validation/mortgage-pro-check';

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
  const router = useRouter();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [exists, setExists] = useState(initial !== null);
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState<MortgageProValues>(initial ?? EMPTY_MORTGAGE_PRO);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkMortgagePro(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    const result = await postJson('/api/mpro', { level, mpro: checked.data });
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setExists(true);
    setAdding(false);
    toast.success(MPRO_MSG.saved);
    router.refresh();
  }

  async function remove(): Promise<boolean> {
    const result = await sendJson('DELETE', '/api/mpro', { level });
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    setExists(false);
    setValues(EMPTY_MORTGAGE_PRO);
    toast.success(MPRO_MSG.deleted);
    router.refresh();
    return true;
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
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="sm" disabled={pending}>
                Delete
              </Button>
            }
          />
        ) : null
      }
    >
      <form ref={form} noValidate onSubmit={(event) => void save(event)} aria-busy={pending || undefined}>
        <MortgageProFields
          values={values}
          errors={errors}
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
                  setErrors({});
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
