'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { getJson } from '@/lib/http/json';
import type { ListingUsersResponse } from '@/lib/insights/answers';
import type { ListingUser } from '@/lib/insights/rules';

type Shown = { status: 'closed' | 'loading' } | { status: 'ready'; users: ListingUser[] } | { status: 'error'; message: string };

/**
 * 'N users engaged' under a listing: opened, it reads who they are (GET /api/insights/listings/{key}/users)
 * for the same period and filters, and lists them with links to their detail pages.
 */
export function EngagedUsers({ listingKey, users, query }: { listingKey: string; users: number; query: string }) {
  const [shown, setShown] = useState<Shown>({ status: 'closed' });
  async function toggle(open: boolean) {
    if (!open || shown.status === 'ready' || shown.status === 'loading') return;
    setShown({ status: 'loading' });
    const result = await getJson<ListingUsersResponse>(
      `/api/insights/listings/${encodeURIComponent(listingKey)}/users${query ? `?${query}` : ''}`,
    );
    setShown(result.ok ? { status: 'ready', users: result.data.users } : { status: 'error', message: result.message });
  }
  return (
    <details className="text-sm" onToggle={(e) => void toggle(e.currentTarget.open)}>
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-brand-strong underline-offset-2 hover:underline">
        {users === 1 ? '1 user engaged' : `${users} users engaged`}
      </summary>
      <div aria-live="polite" className="mt-1">
        {shown.status === 'loading' ? <p className="text-muted-foreground">Loading users…</p> : null}
        {shown.status === 'error' ? (
          <p role="alert" className="text-danger">
            {shown.message}
          </p>
        ) : null}
        {shown.status === 'ready' ? (
          <ul className="flex flex-col gap-1" data-testid="engaged-users">
            {shown.users.map((u) => (
              <li key={u.id} className="flex flex-wrap items-baseline gap-x-2">
                <AppLink href={`/users/${u.id}`} className="font-medium underline-offset-2 hover:underline">
                  {u.name}
                </AppLink>
                <span className="text-xs text-muted-foreground">
                  {u.views === 1 ? '1 view' : `${u.views} views`}
                  {u.favorited ? ', favorited' : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
