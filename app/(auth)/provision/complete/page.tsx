import type { Metadata } from 'next';
import { PaymentCard } from '@/components/provision/payment-card';
import { ProvisionCard } from '@/components/provision/provision-card';
import { PROVISION_MSG } from '@/lib/provision/rules';
import { getSession } from '@/server/session';

export const metadata: Metadata = { title: PROVISION_MSG.paymentComplete };

/** Where the payment provider returns a new agent after paying: 'Payment Complete' and /login. */
export default async function ProvisionCompletePage() {
  const session = await getSession();
  return (
    <ProvisionCard app={null} title={PROVISION_MSG.paymentComplete}>
      <PaymentCard complete signedIn={session !== null} />
    </ProvisionCard>
  );
}
