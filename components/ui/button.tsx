import { AppLink, type AppLinkProps } from '@/components/ui/app-link';
import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';
import { html, type SafeHtml } from '@/components/ui/safe-html';
import { Spinner } from '@/components/ui/spinner';
import { SWITCH_CLASSES, SWITCH_KNOB_CLASSES } from '@/components/ui/switch-look';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The button look as a class string, for elements that must stay their own tag (Radix triggers). The
 * looks are CSS component classes (app/globals.css, .btn*), so each button carries a short list.
 */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps = {}, className?: string) {
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  pending?: boolean;
}

/**
 * A native button (type="button" unless told otherwise, so it never submits a form by accident).
 * Server-renderable; pass handlers only from client components. For an icon-only button give an
 * aria-label.
 */
export function Button({ variant, size, pending = false, disabled, className, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClasses({ variant, size }, className)}
      {...props}
    >
      {pending ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AppLinkProps, ButtonStyleProps {
  /** Renders a non-interactive look-alike (links cannot be disabled). */
  disabled?: boolean;
}

/** An <AppLink> that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, disabled = false, className, children, ...props }: ButtonLinkProps) {
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" className={buttonClasses({ variant, size }, className)}>
        {children}
      </span>
    );
  }
  return (
    <AppLink className={buttonClasses({ variant, size }, className)} {...props}>
      {children}
    </AppLink>
  );
}

export interface RowActionButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** The action's name, handed to the table's RowActions (components/ui/row-actions.tsx). */
  action: string;
  /** The row's key (its id), handed along with the action. */
  rowKey: string | number;
  /** Set when the button opens a dialog, for screen readers. */
  opensDialog?: boolean;
  /** No button look: className alone (a link-looking button). */
  plain?: boolean;
}

/**
 * A row's action button as plain markup, for server-rendered tables: no client component per row,
 * so the table's cell stays HTML (see DataTable); the area's RowActions hears the press.
 */
export function RowActionButton({
  action,
  rowKey,
  opensDialog = false,
  variant = 'secondary',
  size = 'sm',
  plain = false,
  className,
  ...props
}: RowActionButtonProps) {
  return (
    <button
      type="button"
      data-row-action={action}
      data-row-key={String(rowKey)}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      className={plain ? className : buttonClasses({ variant, size }, className)}
      {...props}
    />
  );
}

/** A row's on/off switch as plain markup (role switch); the row's action flips aria-checked. */
export function RowActionSwitch({
  action,
  rowKey,
  checked,
  label,
  disabled = false,
}: {
  action: string;
  rowKey: string | number;
  checked: boolean;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      data-row-action={action}
      data-row-key={String(rowKey)}
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={SWITCH_CLASSES}
    >
      <span aria-hidden="true" className={SWITCH_KNOB_CLASSES} />
    </button>
  );
}

export interface RowActionButtonHtml extends Pick<
  RowActionButtonProps,
  'action' | 'rowKey' | 'opensDialog' | 'variant' | 'plain' | 'className' | 'title'
> {
  /** Its aria-label. */
  label: string;
  /** Its visible text. */
  text: string | number;
}

/** RowActionButton as markup, for a table cell written with html. */
export function rowActionButtonHtml({
  action,
  rowKey,
  opensDialog = false,
  variant = 'secondary',
  plain = false,
  className,
  label,
  title,
  text,
}: RowActionButtonHtml): SafeHtml {
  const popup = opensDialog ? html` aria-haspopup="dialog"` : null;
  const classes = plain ? className : buttonClasses({ variant, size: 'sm' }, className);
  const classAttr = classes ? html` class="${classes}"` : null;
  const titleAttr = title === undefined ? null : html` title="${title}"`;
  return html`<button type="button" data-row-action="${action}" data-row-key="${String(rowKey)}"${popup}${classAttr} aria-label="${label}"${titleAttr}>${text}</button>`;
}

/** RowActionSwitch as markup, for a table cell written with html. */
export function rowActionSwitchHtml({
  action,
  rowKey,
  checked,
  label,
  disabled = false,
}: {
  action: string;
  rowKey: string | number;
  checked: boolean;
  label: string;
  disabled?: boolean;
}): SafeHtml {
  return html`<button type="button" role="switch" data-row-action="${action}" data-row-key="${String(rowKey)}" aria-checked="${String(checked)}" aria-label="${label}"${disabled ? html` disabled=""` : null} class="${SWITCH_CLASSES}"><span aria-hidden="true" class="${SWITCH_KNOB_CLASSES}"></span></button>`;
}
