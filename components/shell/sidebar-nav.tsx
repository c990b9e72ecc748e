import { NavList } from '@/components/shell/nav-list';
import { SupportDialog } from '@/components/shell/support-dialog';
import { RowActionButton } from '@/components/ui/button';
import { mailtoHref } from '@/components/ui/contact-links';

export type ShellLinks = {
  training: string;
  webinar1: string;
  webinar2: string;
  helpCenter: string;
  supportEmail: string;
};

export type SidebarProps = {
  items: { key: string; label: string; href: string }[];
  links: ShellLinks;
  isAdmin: boolean;
  superAdmins: { name: string; email: string }[];
  billingHref: string | null;
};

const extraLink = 'block rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-surface-sunken w-full';

/**
 * The menu items of the visibility table, then training, webinars, help, support, billing and log out
 * (plain markup; for non-admins SupportDialog hears the support button).
 */
export function SidebarNav({ items, links, isAdmin, superAdmins, billingHref }: SidebarProps) {
  const list = (
    <ul className="space-y-0.5 border-t border-border pt-3">
      <li>
        <a className={extraLink} href="/training" target="_blank" rel="noopener noreferrer">
          Training
        </a>
      </li>
      <li>
        <a className={extraLink} href={links.webinar1} target="_blank" rel="noopener noreferrer">
          Webinar: getting started
        </a>
      </li>
      <li>
        <a className={extraLink} href={links.webinar2} target="_blank" rel="noopener noreferrer">
          Webinar: growing your app
        </a>
      </li>
      <li>
        <a className={extraLink} href={links.helpCenter} target="_blank" rel="noopener noreferrer">
          Help center
        </a>
      </li>
      <li>
        {isAdmin ? (
          <a className={extraLink} href={mailtoHref(links.supportEmail) ?? undefined}>
            Email support
          </a>
        ) : (
          <RowActionButton action="support" rowKey="admins" opensDialog plain className={extraLink}>
            Email support
          </RowActionButton>
        )}
      </li>
      {billingHref ? (
        <li>
          <a className={extraLink} href={billingHref} target="_blank" rel="noopener noreferrer">
            Billing
          </a>
        </li>
      ) : null}
      <li>
        <form action="/logout" method="post">
          <button type="submit" className={extraLink}>
            Log out
          </button>
        </form>
      </li>
    </ul>
  );
  return (
    <nav aria-label="Main" className="flex flex-col gap-4 p-3">
      <NavList items={items} />
      {isAdmin ? list : <SupportDialog admins={superAdmins}>{list}</SupportDialog>}
    </nav>
  );
}
