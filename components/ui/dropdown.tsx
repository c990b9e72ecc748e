'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { cloneElement, isValidElement, useState, type ComponentProps, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
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

type TriggerProps = {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'data-state'?: 'closed';
  onClick?: (event: unknown) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * A menu on Radix: opens with click, Enter, Space or ArrowDown; arrow keys move between items,
 * typing jumps to an item, Escape closes and returns focus to the trigger.
 *
 * An uncontrolled menu (no `open` prop) is its trigger alone until first used: a click (Enter and
 * Space click a button) or ArrowDown mounts the Radix menu, open. A list with a menu per row (the
 * App Resources sections) then renders one button a row on the server instead of Radix's providers,
 * popper and presence machinery: about a tenth of that page's CPU a request (measured, 27 Nov).
 */
export function Dropdown({ trigger, children, align = 'end', open, onOpenChange, className }: DropdownProps) {
  const controlled = open !== undefined;
  const [used, setUsed] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  if (!controlled && !used && isValidElement<TriggerProps>(trigger)) {
    const start = () => {
      setUsed(true);
      setInnerOpen(true);
      onOpenChange?.(true);
    };
    const own = trigger.props;
    return cloneElement(trigger as ReactElement<TriggerProps>, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onClick: (event: unknown) => {
        own.onClick?.(event);
        start();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        own.onKeyDown?.(event);
        if (event.key !== 'ArrowDown' || event.defaultPrevented) return;
        event.preventDefault();
        start();
      },
    });
  }
  const setOpen = (next: boolean) => {
    if (!controlled) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Menu.Root open={controlled ? open : innerOpen} onOpenChange={setOpen}>
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
      {icon ? (
        <span aria-hidden="true" className="size-4 shrink-0">
          {icon}
        </span>
      ) : null}
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
        {icon ? (
          <span aria-hidden="true" className="size-4 shrink-0">
            {icon}
          </span>
        ) : null}
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
