import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { UserMenu } from '@/components/shell/user-menu';
import { ViewSwitch } from '@/components/shell/view-switch';

export type HeaderProps = {
  appName: string;
  appIcon: string;
  userName: string;
  userEmail: string;
  /** Profile and Preferences where the access table shows them (agents). */
  accountLinks: { key: string; label: string; href: string }[];
  readOnly: boolean;
  /** Present for sub-typed agents who may switch views. */
  viewSwitch: { managerMode: boolean; managerLabel: string } | null;
  menu: ReactNode;
  /** The command palette's search button (components/palette). */
  search?: ReactNode;
};

/** The app name followed by 'Dashboard', the 'Read Only' badge, the view-switch badges and the avatar's account menu. */
export function Header({ appName, appIcon, userName, userEmail, accountLinks, readOnly, viewSwitch, menu, search }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-surface px-4 sm:gap-3">
      {menu}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={appIcon} alt="" width={32} height={32} className="size-8 rounded-md" />
      {/* On a phone a smaller size fits the usual name whole; a longer one wraps to a second line before it is cut. */}
      <p className="line-clamp-2 min-w-0 text-base leading-tight font-semibold sm:line-clamp-1 sm:text-lg">{appName} Dashboard</p>
      {readOnly ? <Badge tone="warning">Read Only</Badge> : null}
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        {search}
        {/* On a phone the switch heads the menu drawer instead (app/(dashboard)/layout.tsx). */}
        {viewSwitch ? (
          <div className="hidden sm:block">
            <ViewSwitch {...viewSwitch} />
          </div>
        ) : null}
        <UserMenu name={userName} email={userEmail} links={accountLinks} />
      </div>
    </header>
  );
}
