/** A numeric route id ('42'), or null for anything else ('abc', '-1', '1e3'). */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
