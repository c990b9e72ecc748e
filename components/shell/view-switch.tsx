'use client';

import { useState } from 'react';
import { postJson } from '@/lib/http/json';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';

/** The header's view-switch badges: agent view, or admin/manager view, for sub-typed agents. */
export function ViewSwitch({ managerMode, managerLabel }: { managerMode: boolean; managerLabel: string }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();

  async function choose(next: boolean) {
    if (next === managerMode || pending) return;
    setPending(true);
    const result = await postJson('/api/session/mode', { managerMode: next });
    if (!result.ok) {
      setPending(false);
      toast.error(result.message);
      return;
    }
    // A full load: the menu, the page's access and every upstream call follow the new view.
    window.location.assign(window.location.pathname + window.location.search);
  }

  const badge = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1 text-xs font-medium',
      active ? 'border-brand bg-brand text-brand-foreground' : 'border-border-strong bg-surface hover:bg-surface-sunken',
    );
  return (
    <div role="group" aria-label="View" className="flex items-center gap-1" aria-busy={pending || undefined}>
      <button type="button" aria-pressed={!managerMode} className={badge(!managerMode)} onClick={() => void choose(false)}>
        Agent view
      </button>
      <button type="button" aria-pressed={managerMode} className={badge(managerMode)} onClick={() => void choose(true)}>
        {managerLabel}
      </button>
    </div>
  );
}
