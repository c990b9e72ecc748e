'use client';

import { useState } from 'react';
import { CopyField } from '@/components/marketing/copy-field';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { getJson } from '@/lib/http/json';
import type { ApiKeyAnswer } from '@/lib/settings/answers';
import { SETTINGS_MSG } from '@/lib/settings/rules';

/**
 * The API key, shown only after a deliberate reveal: the page never carries it, the route handler answers
 * it on the click (no-store), and Hide forgets it again.
 */
export function ApiKeyReveal({
  url = '/api/settings/api-key',
  intro = "Your brokerage's key for its own integrations and the single sign-on.",
  hint = 'Keep it secret: it signs requests as your brokerage.',
}: {
  /** The route handler that answers the key on the click. */
  url?: string;
  intro?: string;
  hint?: string;
} = {}) {
  const toast = useToast();
  const [key, setKey] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (key !== null) {
    return (
      <div className="flex flex-col gap-2">
        <CopyField label="API key" value={key} copiedMessage={SETTINGS_MSG.apiKeyCopied} hint={hint} />
        <div>
          <Button variant="ghost" size="sm" onClick={() => setKey(null)}>
            Hide API key
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted-foreground">{intro}</p>
      <Button
        variant="secondary"
        pending={pending}
        onClick={async () => {
          setPending(true);
          const result = await getJson<ApiKeyAnswer>(url);
          setPending(false);
          if (result.ok) setKey(result.data.key);
          else toast.error(result.message);
        }}
      >
        Reveal API key
      </Button>
    </div>
  );
}
