'use client';

import { useState, type ReactNode } from 'react';
import { DeleteTagDialog } from '@/components/tags/delete-tag-dialog';
import { TagDialog } from '@/components/tags/tag-dialog';
import type { EditableTag } from '@/components/tags/tag-form';
import { RowActions } from '@/components/ui/row-actions';

/** What a tag row's Edit and Delete need (the table's rows are plain markup with RowActionButtons). */
export interface TagActionRow {
  id: number;
  name: string;
  /** How many users lose the tag on delete (lib/tags/rules.ts usersAffected). */
  users: number;
  tag: EditableTag;
}

/**
 * The tags table's row actions: Edit opens the tag modal, Delete its confirmation, for the row pressed.
 * The rows arrive as they are: a brokerage has a few dozen tags at most.
 */
export function TagsRowActions({ rows, offerSuper, children }: { rows: TagActionRow[]; offerSuper: boolean; children: ReactNode }) {
  const [open, setOpen] = useState<{ action: 'edit' | 'delete'; id: string } | null>(null);
  const row = open ? rows.find((r) => String(r.id) === open.id) : undefined;
  const close = () => setOpen(null);
  return (
    <>
      <RowActions onAction={({ action, key }) => (action === 'edit' || action === 'delete') && setOpen({ action, id: key })}>
        {children}
      </RowActions>
      {row && open?.action === 'edit' ? <TagDialog key={row.id} tag={row.tag} offerSuper={offerSuper} onClose={close} /> : null}
      {row && open?.action === 'delete' ? (
        <DeleteTagDialog key={row.id} id={row.id} name={row.name} users={row.users} onClose={close} />
      ) : null}
    </>
  );
}
