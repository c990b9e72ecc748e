'use client';

import { cn } from '@/components/ui/cn';
import { useMutation } from '@/components/hooks/use-mutation';
import type { ViewSwitched } from '@/lib/auth/answers';
import { postJson } from '@/lib/http/json';

/** The header's view-switch badges: agent view, or admin/manager view, for sub-typed agents. */
export function ViewSwitch({ managerMode, managerLabel }: { managerMode: boolean; managerLabel: string }) {
  const switchView = useMutation({
    send: (body: { managerMode: boolean }) => postJson<ViewSwitched>('/api/session/mode', body),
    // A full load: the menu, the page's access and every upstream call follow the new view.
    holdPending: () => true,
    onSuccess: () => window.location.assign(window.location.pathname + window.location.search),
  });
  const pending = switchView.pending;

  function choose(next: boolean) {
    if (next === managerMode || pending) return;
    void switchView.submit({ managerMode: next });
  }

  const badge = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1 text-xs font-medium',
      active ? 'border-brand bg-brand text-brand-foreground' : 'border-border-strong bg-surface hover:bg-surface-sunken',
    );
  return (
    <div role="group" aria-label="View" className="flex items-center gap-1" aria-busy={pending || undefined}>
      <button type="button" aria-pressed={!managerMode} className={badge(!managerMode)} onClick={() => choose(false)}>
        Agent view
      </button>
      <button type="button" aria-pressed={managerMode} className={badge(managerMode)} onClick={() => choose(true)}>
        {managerLabel}
      </button>
    </div>
  );
}
