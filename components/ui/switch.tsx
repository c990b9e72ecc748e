'use client';

export interface SwitchProps {
  checked: boolean;
  /** The accessible name, e.g. 'Shared: Bay Area condos'. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  /** A save of the change is under way: announced, and the switch waits. */
  busy?: boolean;
}

/** An on/off switch (role switch) that saves when flipped. */
export function Switch({ checked, label, onToggle, disabled = false, busy = false }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy}
      aria-label={label}
      disabled={disabled || busy}
      onClick={onToggle}
      data-busy={busy || undefined}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors disabled:cursor-wait disabled:opacity-60 ${checked ? 'border-brand bg-brand' : 'border-border-strong bg-surface-sunken'}`}
    >
      <span aria-hidden className={`inline-block size-4 rounded-full bg-surface shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`} />
      {busy ? <span className="sr-only">Saving…</span> : null}
    </button>
  );
}
