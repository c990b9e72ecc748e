/**
 * The switch's look, driven by its aria-checked (so a server-rendered switch whose state a row's
 * delegated action flips needs no class change): the client Switch and RowActionSwitch share it.
 */
export const SWITCH_CLASSES =
  'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border-strong bg-surface-sunken transition-colors aria-checked:border-brand aria-checked:bg-brand disabled:cursor-wait disabled:opacity-60';

export const SWITCH_KNOB_CLASSES =
  'inline-block size-4 translate-x-1 rounded-full bg-surface shadow transition-transform group-aria-checked:translate-x-6';
