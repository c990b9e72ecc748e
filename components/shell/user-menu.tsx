'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';

export interface UserMenuProps {
  name: string;
  email: string;
  /** The access table's menu items shown here (Profile and Preferences for agents), already filtered. */
  links: readonly { key: string; label: string; href: string }[];
}

// The header is on every page: the menu's Radix code loads on first use, not with each page.
const loadMenu = () => import('@/components/shell/account-menu');
const AccountMenu = lazy(() => loadMenu().then((m) => ({ default: m.AccountMenu })));

/**
 * The header's avatar, a button that opens the account menu (click, Enter, Space or ArrowDown).
 * Log out posts the same form as the sidebar's (POST /logout); the form sits outside the menu,
 * whose content is removed as it closes.
 */
export function UserMenu(props: UserMenuProps) {
  const [used, setUsed] = useState(false);
  const logout = useRef<HTMLFormElement>(null);
  const label = `Account menu for ${props.name}`;

  const placeholder = (
    <button
      type="button"

      aria-haspopup="menu"
      aria-expanded={false}
      className="rounded-full"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      {/* Named by its text, not aria-label: the initials are only a picture of the name (axe: label-content-name-mismatch). */}
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="block">
        <Avatar name={props.name} size="sm" />
      </span>
    </button>
  );

  return (
    <>
      {used ? (
        <Suspense fallback={placeholder}>
          <AccountMenu {...props} label={label} onLogout={() => logout.current?.requestSubmit()} />
        </Suspense>
      ) : (
        placeholder
      )}
      <form ref={logout} action="/logout" method="post" hidden />
    </>
  );
}
