'use client';

import { useState, type ReactNode } from 'react';
import { mailtoHref } from '@/components/ui/contact-links';
import { Dialog } from '@/components/ui/dialog';
import { RowActions } from '@/components/ui/row-actions';

/**
 * Email support for non-admins: the brokerage's super admins, by name and email. The sidebar's links
 * stay plain markup (written as one HTML string); this component hears their 'Email support' button
 * (row action `support`) and opens the dialog, which returns focus to the button when it closes.
 */
export function SupportDialog({ admins, children }: { admins: { name: string; email: string }[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowActions onAction={({ action }) => action === 'support' && setOpen(true)}>{children}</RowActions>
      {open ? (
        <Dialog open onOpenChange={setOpen} title="Email support" description="Contact your account admins for help with your dashboard.">
          {admins.length ? (
            <ul className="space-y-2">
              {admins.map((a) => {
                // The upstream's address: linked only when it is one (no query can add a recipient).
                const href = mailtoHref(a.email);
                return (
                  <li key={a.email}>
                    <span className="font-medium">{a.name}</span>{' '}
                    {href ? (
                      <a className="text-brand-strong underline" href={href}>
                        {a.email}
                      </a>
                    ) : (
                      a.email
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>No account admins are listed for this app.</p>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
