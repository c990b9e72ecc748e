import { PROVISION_MSG } from '@/lib/provision/rules';

/**
 * The payment step of a sign-up: the payment link; or, once paid (under the page's
 * 'Payment Complete' title), the way to /login. A visitor still signed in from before paying goes through
 * /logout, so the new sign-in reads the paid subscription.
 */
export function PaymentCard({
  paymentUrl,
  complete = false,
  signedIn = false,
}: {
  paymentUrl?: string | null;
  complete?: boolean;
  signedIn?: boolean;
}) {
  if (complete) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p className="text-sm">{PROVISION_MSG.paymentCompleteText}</p>
        <a
          href={signedIn ? '/logout' : '/login'}
          className="block rounded-md bg-brand px-4 py-2 text-center font-medium text-brand-foreground"
        >
          Sign in
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{PROVISION_MSG.paymentIntro}</p>
      {paymentUrl ? (
        <a href={paymentUrl} className="block rounded-md bg-brand px-4 py-2 text-center font-medium text-brand-foreground">
          Continue to payment
        </a>
      ) : null}
    </div>
  );
}
