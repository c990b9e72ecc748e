'use client';

import { SWITCH_CLASSES, SWITCH_KNOB_CLASSES } from '@/components/ui/switch-look';

export interface SwitchProps {
  checked: boolean;
  /** The accessible name, e.g. 'Shared: Bay Area condos'. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  /** A save of the change is under way: announced, and the switch waits. */
  busy?: boolean;
  /** The id of text that says more about the switch (its state in words). */
  describedBy?: string;
}

/** An on/off switch (role switch) that saves when flipped. */
export function Switch({ checked, label, onToggle, disabled = false, busy = false, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled || busy}
      onClick={onToggle}
      data-busy={busy || undefined}
      className={SWITCH_CLASSES}
    >
      <span aria-hidden className={SWITCH_KNOB_CLASSES} />
      {busy ? <span className="sr-only">Saving…</span> : null}
    </button>
  );
}
