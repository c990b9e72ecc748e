'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { SubscriptionCanceled } from '@/lib/user-settings/answers';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';

/** How long 'Subscription canceled' shows before the page reloads with the canceled notice. */
const RELOAD_AFTER_MS = 1200;

/** Cancel subscription: confirmed, then 'Subscription canceled' and the page reloads; 'Error canceling subscription' on failure. */
export function CancelSubscriptionButton() {
  const cancel = useMutation({
    send: () => sendJson<SubscriptionCanceled>('DELETE', '/api/user-settings/subscription', {}),
    success: USER_SETTINGS_MSG.subscriptionCanceled,
    failureToast: { text: USER_SETTINGS_MSG.cancelFailed },
    holdPending: () => true,
    onSuccess: () => window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS),
  });
  return (
    <ConfirmDialog
      title="Cancel subscription"
      message={USER_SETTINGS_MSG.cancelQuestion}
      confirmLabel="Cancel subscription"
      cancelLabel="Keep subscription"
      variant="danger"
      onConfirm={() => cancel.submit(undefined)}
      trigger={
        <Button variant="danger" pending={cancel.pending}>
          Cancel subscription
        </Button>
      }
    />
  );
}
