import { OFFICE_INDENT, type OfficeOption } from '@/lib/office-tree';

/**
 * An office of the tree as a native <option> label. An option cannot be padded, so the spec's
 * indent (10 units per depth) is drawn with no-break spaces, about one per 3 units.
 */
export function indentedOfficeLabel(office: OfficeOption): string {
  return '\u00a0'.repeat(Math.round((office.depth * OFFICE_INDENT) / 3)) + office.name;
}

/** The office tree as select options. */
export function officeSelectOptions(offices: readonly OfficeOption[]): { value: string; label: string }[] {
  return offices.map((office) => ({ value: String(office.id), label: indentedOfficeLabel(office) }));
}
