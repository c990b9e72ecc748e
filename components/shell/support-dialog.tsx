'use client';

import { Dialog } from '@/components/ui/dialog';

/** Email support for non-admins: the brokerage's super admins, by name and email. */
export function SupportDialog({ admins, className }: { admins: { name: string; email: string }[]; className: string }) {
  return (
    <Dialog
      title="Email support"
      description="Contact your account admins for help with your dashboard."
      trigger={
        <button type="button" className={className}>
          Email support
        </button>
      }
    >
      {admins.length ? (
        <ul className="space-y-2">
          {admins.map((a) => (
            <li key={a.email}>
              <span className="font-medium">{a.name}</span>{' '}
              <a className="text-brand-strong underline" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>No account admins are listed for this app.</p>
      )}
    </Dialog>
  );
}
