import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';

type Props = {
  /** Where the button posts: a same-site POST, which the route handler checks. */
  action: string;
  /** The sealed sign-in link (field `t`), when the action needs one. */
  token?: string;
  submit: string;
  cancel: { href: string; label: string };
};

/**
 * The one button of a confirmation page (a sign-in link or a sign-out opened from another site, a retry):
 * a plain form, so it works before and without the page's script.
 */
export function ConfirmForm({ action, token, submit, cancel }: Props) {
  return (
    <>
      <form method="post" action={action}>
        {token ? <input type="hidden" name="t" value={token} /> : null}
        <Button type="submit" className="w-full">
          {submit}
        </Button>
      </form>
      <p className="mt-4 text-center">
        <AppLink href={cancel.href} className="text-sm font-medium text-brand-strong underline">
          {cancel.label}
        </AppLink>
      </p>
    </>
  );
}
