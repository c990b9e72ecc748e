/** Joins class names, skipping falsy ones (no tailwind-merge: pass non-conflicting extras). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
