// DELETE /api/user-settings/subscription — cancel the self-provisioned agent's own subscription
import { NextResponse } from 'next/server';
import type { SubscriptionCanceled } from '@/lib/user-settings/answers';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';
import { guarded } from '@/server/http';
import { cancelOwnSubscription } from '@/server/user-settings';

export const DELETE = guarded({ action: 'userSettings.cancelSubscription' }, async ({ session }) => {
  await cancelOwnSubscription(session);
  return NextResponse.json<SubscriptionCanceled>({ ok: true, message: USER_SETTINGS_MSG.subscriptionCanceled });
});
