'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface DropdownProps {
  /** One element that accepts a ref and props, e.g. `<Button variant="ghost">Actions</Button>`. */
  trigger: ReactNode;
  /** DropdownItem, DropdownLinkItem, DropdownSeparator and DropdownLabel elements. */
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A menu on Radix: opens with click, Enter, Space or ArrowDown; arrow keys move between items,
 * typing jumps to an item, Escape closes and returns focus to the trigger.
 */
export function Dropdown({ trigger, children, align = 'end', open, onOpenChange, className }: DropdownProps) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className={cn(
            'z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-sm shadow-lg motion-safe:animate-fade-in',
            className,
          )}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

// Keyboard focus keeps the global ring (drawn inside the item); the tint follows pointer and keys.
const itemClasses =
  'flex w-full cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 text-start text-foreground no-underline select-none ' +
  'focus-visible:-outline-offset-2 data-[highlighted]:bg-brand-soft ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export interface DropdownItemProps {
  children: ReactNode;
  /** Runs when the item is chosen by click or keyboard; the menu then closes. */
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  /** Red text for destructive actions ('Delete'). */
  tone?: 'default' | 'danger';
  icon?: ReactNode;
}

/** An action in the menu. */
export function DropdownItem({ children, onSelect, disabled, tone = 'default', icon }: DropdownItemProps) {
  return (
    <Menu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(itemClasses, tone === 'danger' && 'text-danger data-[highlighted]:bg-danger-soft')}
    >
      {icon ? <span aria-hidden="true" className="size-4 shrink-0">{icon}</span> : null}
      {children}
    </Menu.Item>
  );
}

export interface DropdownLinkItemProps extends Omit<ComponentProps<typeof Link>, 'className'> {
  icon?: ReactNode;
}

/** A navigation item: a real link (middle click and 'open in new tab' work). */
export function DropdownLinkItem({ children, icon, ...link }: DropdownLinkItemProps) {
  return (
    <Menu.Item asChild className={itemClasses}>
      <Link {...link}>
        {icon ? <span aria-hidden="true" className="size-4 shrink-0">{icon}</span> : null}
        {children}
      </Link>
    </Menu.Item>
  );
}

/** A line between groups of items. */
export function DropdownSeparator() {
  return <Menu.Separator className="-mx-1 my-1 h-px bg-border" />;
}

/** A non-interactive group heading inside the menu. */
export function DropdownLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-2.5 py-1.5 text-xs font-semibold text-muted-foreground">{children}</Menu.Label>;
}
