import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { PaymentCard } from '@/components/provision/payment-card';
import { PROVISION_MSG } from '@/lib/provision/rules';
import { paidSinceSignIn } from '@/server/provision';
import { getSession } from '@/server/session';

export const metadata: Metadata = { title: 'Payment required' };

/**
 * Shown instead of the dashboard (proxy.ts rewrites to it) to a self-provisioned agent whose
 * subscription has no status yet: the account exists, the payment does not. Once the upstream says the
 * payment went through, 'Payment Complete' with the way to /login (a new sign-in reads the subscription).
 */
export default async function PaymentRequiredPage() {
  const session = await getSession();
  if (!session) redirect('/login');
  if (await paidSinceSignIn(session)) {
    return (
      <AuthCard title={PROVISION_MSG.paymentComplete}>
        <PaymentCard complete signedIn />
      </AuthCard>
    );
  }
  const link = session.user.agentPaymentsLink ?? session.user.paymentsLink;
  return (
    <AuthCard title="Payment required">
      <p className="mb-4">
        Hi {session.user.name}, your agent account is set up. Complete your subscription payment to open your dashboard.
      </p>
      {link ? (
        <a href={link} className="mb-4 block rounded-md bg-brand px-4 py-2 text-center font-medium text-brand-foreground">
          Complete payment
        </a>
      ) : (
        <p className="mb-4 text-muted-foreground">Your payment link is not available yet. Please contact your brokerage.</p>
      )}
      <form action="/logout" method="post">
        <button type="submit" className="w-full text-center text-sm font-medium text-brand-strong underline">
          Log out
        </button>
      </form>
    </AuthCard>
  );
}
