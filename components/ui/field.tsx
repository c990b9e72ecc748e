import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A message from validation: zod's flattened errors are arrays, hand-written ones strings. */
export type FieldError = string | readonly string[] | null | undefined;

export interface FieldBaseProps {
  label: ReactNode;
  /** Help shown under the control and read with it (aria-describedby). */
  hint?: ReactNode;
  /** Validation message: marks the control aria-invalid and is read with it. */
  error?: FieldError;
  /** Keeps the label for screen readers only (e.g. a search box with a placeholder and icon). */
  hideLabel?: boolean;
  /** Class for the wrapper (layout: width, grid placement). */
  className?: string;
}

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps extends FieldBaseProps {
  id?: string;
  required?: boolean;
  /** Renders the control with the wiring props spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Shared look of text inputs, selects and textareas, for custom controls to match. */
export const controlClasses =
  'block w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-70 ' +
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

function messages(error: FieldError): string[] {
  if (!error) return [];
  return (typeof error === 'string' ? [error] : [...error]).filter(Boolean);
}

function joinIds(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Label, control, hint and error in one block, with ids wired so assistive technology reads the
 * hint and error with the control. Works in server and client components (useId only).
 */
export function Field({ id, label, hint, error, hideLabel = false, required = false, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errors = messages(error);
  const invalid = errors.length > 0;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': joinIds(hint ? hintId : undefined, invalid && errorId),
        'aria-invalid': invalid ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {/* Always present so a message that appears after submit is announced. */}
      <div id={errorId} aria-live="polite" className="text-sm text-danger empty:hidden">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}

type NativeProps<T extends 'input' | 'select' | 'textarea'> = Omit<ComponentProps<T>, 'children'> & FieldBaseProps;

function describedBy(own: string | undefined, control: FieldControlProps): string | undefined {
  return joinIds(own, control['aria-describedby']);
}

/** A labelled <input>; every native input prop passes through. */
export function TextField({ label, hint, error, hideLabel, className, id, required, ...input }: NativeProps<'input'>) {
  return (
    <Field {...{ label, hint, error, hideLabel, className, id, required }}>
      {(control) => (
        <input
          {...input}
          {...control}
          required={required}
          aria-describedby={describedBy(input['aria-describedby'], control)}
          className={cn(controlClasses, 'h-10', input.type === 'file' && 'h-auto py-1.5')}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends NativeProps<'select'> {
  options: readonly SelectOption[];
  /** First, empty-valued option such as 'Choose a status'. */
  placeholder?: string;
}

/** A labelled native <select> built from options. */
export function SelectField({ label, hint, error, hideLabel, className, id, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field {...{ label, hint, error, hideLabel, className, id, required }}>
      {(control) => (
        <select
          {...select}
          {...control}
          required={required}
          aria-describedby={describedBy(select['aria-describedby'], control)}
          className={cn(controlClasses, 'h-10 pe-8')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A labelled <textarea>. `grow`: as tall as its text (up to 60% of the window), for a text that is read
 * whole before it is edited; `rows` is then the height where the browser cannot size a field to its content.
 */
export function TextareaField({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  required,
  rows = 4,
  grow = false,
  ...textarea
}: NativeProps<'textarea'> & { grow?: boolean }) {
  return (
    <Field {...{ label, hint, error, hideLabel, className, id, required }}>
      {(control) => (
        <textarea
          rows={rows}
          {...textarea}
          {...control}
          required={required}
          aria-describedby={describedBy(textarea['aria-describedby'], control)}
          className={cn(controlClasses, 'min-h-20', grow && 'field-sizing-content max-h-[60vh]')}
        />
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError;
  className?: string;
}

/** A checkbox with its label to the right, for toggles such as 'Allow agents to set their own Mortgage Pro'. */
export function CheckboxField({ label, hint, error, className, id, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errors = messages(error);
  const invalid = errors.length > 0;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(input['aria-describedby'], hint ? `${controlId}-hint` : undefined, invalid && `${controlId}-error`)}
          className="mt-0.5 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={controlId} className="text-sm text-foreground">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${controlId}-hint`} className="ps-6 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div id={`${controlId}-error`} aria-live="polite" className="ps-6 text-sm text-danger empty:hidden">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
