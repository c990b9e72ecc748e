import { Card } from '@/components/ui/card';
import { CancelSubscriptionButton } from '@/components/user-settings/cancel-subscription-button';
import { formatDate } from '@/lib/format';
import { deactivationNotice, type Subscription } from '@/lib/user-settings/rules';

/**
 * Subscription: an active self-provisioned agent's cancel card (the button hidden in read-only mode), or
 * once canceled the notice with the deactivation deadline and the download of the agent's users.
 */
export function SubscriptionCard({ subscription, canCancel }: { subscription: Subscription; canCancel: boolean }) {
  if (subscription.kind === 'none') return null;
  if (subscription.kind === 'active') {
    return (
      <Card title="Subscription">
        <div className="flex flex-col items-start gap-3 text-sm">
          <p>Your agent subscription is active. If you cancel it, your account stays active until the end of the billing period.</p>
          {canCancel ? <CancelSubscriptionButton /> : null}
        </div>
      </Card>
    );
  }
  return (
    <Card title="Subscription">
      <div role="status" className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm">
        <p className="font-semibold text-warning">Subscription canceled</p>
        <p>{deactivationNotice(formatDate(subscription.deactivatesAt))}</p>
        <p>
          Take your users with you:{' '}
          <a href="/api/user-settings/users-csv" download className="font-medium text-brand-strong underline">
            Download your users (CSV)
          </a>
        </p>
      </div>
    </Card>
  );
}
