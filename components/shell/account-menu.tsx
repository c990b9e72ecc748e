'use client';

import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Dropdown, DropdownItem, DropdownLinkItem, DropdownSeparator } from '@/components/ui/dropdown';
import type { UserMenuProps } from '@/components/shell/user-menu';

/**
 * The avatar's menu itself (Radix), loaded on first use by UserMenu and mounted open: the user's
 * name and email, their own pages, and Log out.
 */
export function AccountMenu({ name, email, links, label, onLogout }: UserMenuProps & { label: string; onLogout: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="rounded-full">
          {/* Named by its text, not aria-label: the initials are only a picture of the name (axe: label-content-name-mismatch). */}
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" className="block">
            <Avatar name={name} size="sm" />
          </span>
        </button>
      }
    >
      <div className="px-2.5 py-1.5">
        <p className="truncate font-medium text-foreground">{name}</p>
        <p className="truncate text-xs text-muted-foreground">{email}</p>
      </div>
      <DropdownSeparator />
      {links.map((link) => (
        <DropdownLinkItem key={link.key} href={link.href}>
          {link.label}
        </DropdownLinkItem>
      ))}
      {links.length > 0 ? <DropdownSeparator /> : null}
      <DropdownItem onSelect={onLogout}>Log out</DropdownItem>
    </Dropdown>
  );
}
