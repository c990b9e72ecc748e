'use client';

import { useState, type ReactNode } from 'react';
import { HoursDialog } from '@/components/routing/hours-dialog';
import { RowActions } from '@/components/ui/row-actions';
import type { HoursRow } from '@/lib/routing/screen';

/** The hours table's Edit buttons: one dialog for the row pressed. */
export function HoursRowActions({ rows, children }: { rows: HoursRow[]; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const row = rows.find((r) => String(r.officeId) === open);
  return (
    <>
      <RowActions onAction={({ action, key }) => action === 'edit' && setOpen(key)}>{children}</RowActions>
      {row ? <HoursDialog key={row.officeId} row={row} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
