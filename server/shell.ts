import 'server-only';
import { can, canSwitchView, managerViewName, menuFor } from '@/lib/access';
import { config } from '@/server/config';
import type { SignedIn } from '@/server/viewer';

/** Only a plain hex colour reaches the page's CSS (the value comes from the upstream). */
export function safeColor(value: string | undefined): string | null {
  return value && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : null;
}

/** Menu items the header's avatar menu repeats (the access table decides whom they show to). */
const ACCOUNT_MENU_KEYS: ReadonlySet<string> = new Set(['profile', 'preferences']);

/** What the shell draws, decided on the server from the access table and the app data. */
export function shellModel({ session, app, viewer }: SignedIn) {
  const u = session.user;
  const billingLink = viewer.role === 'admin' ? u.paymentsLink : (u.agentPaymentsLink ?? u.paymentsLink);
  return {
    appName: app.name,
    appIcon: app.icon,
    brandColor: safeColor(app.theme.color),
    userName: u.name,
    userEmail: u.email,
    accountLinks: menuFor(viewer)
      .filter((item) => ACCOUNT_MENU_KEYS.has(item.key))
      .map(({ key, label, href }) => ({ key, label, href })),
    readOnly: viewer.readOnly,
    viewSwitch: canSwitchView(viewer)
      ? { managerMode: session.managerMode, managerLabel: managerViewName(u.subType) === 'admin' ? 'Admin view' : 'Manager view' }
      : null,
    sidebar: {
      items: menuFor(viewer).map(({ key, label, href }) => ({ key, label, href })),
      links: config().links,
      isAdmin: viewer.role === 'admin',
      superAdmins: app.super_admins,
      billingHref: can.billing(viewer) && billingLink ? billingLink : null,
    },
  };
}
