'use client';

import { useId, useState } from 'react';
import { useUserSearch } from '@/components/favorites-lists/use-user-search';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMutation } from '@/components/hooks/use-mutation';
import type { RecipientsAddedResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG, recipientsToAdd, type ListUser } from '@/lib/favorites-lists/rules';
import { postJson } from '@/lib/http/json';
import { checkRecipients, type SelectedUser } from '@/lib/favorites-lists/check';

export interface AddUsersDialogProps {
  listId: number;
  listName: string;
  /** The list's live share (add users to it), or null (share the list with them). */
  shareId: number | null;
  current: ListUser[];
}

/**
 * '+ Add Users': search the viewer's users by name or e-mail (from 2 characters, 300 ms after typing, at
 * most 50), select several (the selection survives new searches), then share the list with them or add
 * them to its share. 'Please select at least one user' and 'Selected users are already in this list' are
 * said in the dialog; the result, good or bad, in the snackbar. A failure keeps the dialog and the selection.
 */
export function AddUsersDialog({ listId, listName, shareId, current }: AddUsersDialogProps) {
  const searchId = useId();
  const problemId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<ListUser[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useUserSearch(text);

  const save = useMutation({
    check: (users: ListUser[]) => {
      const wanted = recipientsToAdd(users, current);
      if (!wanted.ok) return { ok: false as const, errors: { users: wanted.message } };
      const checked = checkRecipients(wanted.users.map((u) => ({ id: u.id, email: u.email })));
      return checked.ok ? { ok: true as const, data: checked.data } : { ok: false as const, errors: { users: checked.message } };
    },
    send: (data: { users: SelectedUser[] }) =>
      postJson<RecipientsAddedResponse>(
        shareId === null ? `/api/favorites-lists/${listId}/share` : `/api/favorites-lists/shares/${shareId}/recipients`,
        data,
      ),
    success: (answer) => answer.message,
    refresh: true,
    onInvalid: (errors) => setProblem(errors.users ?? null),
    onSuccess: () => {
      setOpen(false);
      setSelected([]);
      setText('');
    },
  });

  function toggle(user: ListUser, on: boolean) {
    setProblem(null);
    setSelected((s) => (on ? [...s.filter((u) => u.id !== user.id), user] : s.filter((u) => u.id !== user.id)));
  }
  const isSelected = (id: number) => selected.some((u) => u.id === id);

  return (
    <Dialog
      title={`Add users to ${listName}`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
      dismissible={!save.pending}
      size="md"
      trigger={
        <Button size="sm" aria-label={`${FAV_MSG.addUsers}: ${listName}`}>
          {FAV_MSG.addUsers}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" disabled={save.pending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button pending={save.pending} onClick={() => void save.submit(selected)}>
            {shareId === null ? 'Share list' : 'Add users'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search users
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={text}
            maxLength={100}
            placeholder="Name or email"
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => setText(e.target.value)}
            className={controlClasses}
          />
        </div>
        <div aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {search.searching ? (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" /> Searching…
            </span>
          ) : (
            (search.message ?? (text.trim() ? null : FAV_MSG.searchHint))
          )}
        </div>
        {search.results.length > 0 ? (
          <fieldset className="max-h-72 overflow-y-auto rounded-md border border-border">
            <legend className="sr-only">Users found</legend>
            <ul className="divide-y divide-border">
              {search.results.map((u) => {
                const inList = current.some((c) => c.id === u.id);
                return (
                  <li key={u.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface-sunken">
                      <input
                        type="checkbox"
                        checked={isSelected(u.id)}
                        onChange={(e) => toggle(u, e.target.checked)}
                        aria-label={`${u.name} (${u.email})`}
                      />
                      <Avatar name={u.name} src={u.photo} size="xs" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm">{u.name}</span>
                        <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                      </span>
                      {inList ? <span className="text-xs text-muted-foreground">In this list</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        {selected.length > 0 ? (
          <div>
            <p className="text-sm font-medium">{selected.length} selected</p>
            <ul aria-label="Selected users" className="mt-1 flex flex-wrap gap-1">
              {selected.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    onClick={() => toggle(u, false)}
                    aria-label={`Unselect ${u.name}`}
                    className="rounded-full border border-border bg-surface-sunken px-2 py-0.5 text-xs hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {u.name} ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p id={problemId} role="alert" className="min-h-5 text-sm text-danger">
          {problem}
        </p>
      </div>
    </Dialog>
  );
}
