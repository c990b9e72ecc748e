'use client';

import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import type { TemplateShared } from '@/lib/api/saved-searches';
import { sendJson } from '@/lib/http/json';
import { MSG } from '@/lib/messages';
import { SEARCH_MSG } from '@/lib/saved-searches';

/**
 * §2.8 Shared toggle (admins): the row is busy while the call is pending; a failure toasts 'Error' with
 * the server's message, or 'Failed to update shared status', and the switch stays as it was.
 */
export function SharedToggle({ id, name, shared: initial }: { id: number; name: string; shared: boolean }) {
  const toast = useToast();
  const [shared, setShared] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const r = await sendJson<TemplateShared>('POST', `/api/search-templates/${id}/shared`, { shared: !shared });
    setBusy(false);
    if (r.ok) {
      setShared(r.data.template.shared);
      toast.success(r.data.message);
    } else toast.error(`Error: ${r.message && r.message !== MSG.generic ? r.message : SEARCH_MSG.sharedFailed}`);
  }

  return <Switch checked={shared} label={`Shared: ${name}`} busy={busy} onToggle={() => void toggle()} />;
}
