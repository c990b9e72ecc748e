'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { RowActions } from '@/components/ui/row-actions';
import { usersCount } from '@/lib/app-resources/rules';

/** The link analytics table's row actions: a row's 'N users' button opens the names of those who opened that link. */
export function LinkUsersActions({ links, children }: { links: Record<string, { title: string; users: string[] }>; children: ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const link = openKey === null ? undefined : links[openKey];
  return (
    <>
      <RowActions onAction={({ action, key }) => action === 'users' && setOpenKey(key)}>{children}</RowActions>
      {link ? (
        <Dialog
          title={`Users who opened “${link.title}”`}
          description={`${usersCount(link.users)} opened this link in the app.`}
          size="sm"
          open
          onOpenChange={(next) => (next ? undefined : setOpenKey(null))}
        >
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto text-sm">
            {link.users.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );
}
