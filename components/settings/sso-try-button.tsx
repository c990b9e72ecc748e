'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { postJson } from '@/lib/http/json';

/**
 * 'Try it': makes step 1 for real (an access token for the signed-in admin) and opens step 2's address in
 * a new tab, opened at the click so no popup blocker stops it; the new tab signs in through /sso.
 */
export function SsoTryButton() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  return (
    <Button
      pending={pending}
      onClick={async () => {
        const tab = window.open('', '_blank');
        if (tab) tab.opener = null;
        setPending(true);
        const result = await postJson<{ url: string }>('/api/settings/sso-try', {});
        setPending(false);
        if (!result.ok) {
          tab?.close();
          toast.error(result.message);
          return;
        }
        if (tab) tab.location.href = result.data.url;
        else window.open(result.data.url, '_blank', 'noopener');
      }}
    >
      Try it
    </Button>
  );
}
