'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** The users modal of a link's analytics row: the names of those who opened it. */
export function LinkUsersButton({ title, users }: { title: string; users: string[] }) {
  if (users.length === 0) return <span className="text-muted-foreground">None yet</span>;
  const count = `${users.length} ${users.length === 1 ? 'user' : 'users'}`;
  return (
    <Dialog
      title={`Users who opened “${title}”`}
      description={`${count} opened this link in the app.`}
      size="sm"
      trigger={
        <Button variant="secondary" size="sm" aria-label={`${count} opened ${title}: show who`}>
          {count}
        </Button>
      }
    >
      <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto text-sm">
        {users.map((name, i) => (
          <li key={`${i}-${name}`}>{name}</li>
        ))}
      </ul>
    </Dialog>
  );
}
