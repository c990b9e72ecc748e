/** Offices arrive flat (parent_id 0 is the root); screens show them as an indented tree. */
export type OfficeNode = { id: number; parent_id: number; name: string };
export type OfficeOption = { id: number; name: string; depth: number };

/** The spec's indent: 10 units per depth. */
export const OFFICE_INDENT = 10;

/** Depth-first, children sorted by name, with each office's depth. Cycles and orphans are kept at the root. */
export function officeTree(offices: OfficeNode[]): OfficeOption[] {
  const ids = new Set(offices.map((o) => o.id));
  const children = new Map<number, OfficeNode[]>();
  for (const o of offices) {
    const parent = o.parent_id !== o.id && ids.has(o.parent_id) ? o.parent_id : 0;
    const list = children.get(parent) ?? [];
    list.push(o);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  const out: OfficeOption[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const o of children.get(parent) ?? []) {
      if (seen.has(o.id)) continue;
      seen.add(o.id);
      out.push({ id: o.id, name: o.name, depth });
      walk(o.id, depth + 1);
    }
  };
  walk(0, 0);
  // Offices caught in a parent cycle never hang below the root: show them there rather than lose them.
  for (const o of [...offices].sort((a, b) => a.name.localeCompare(b.name))) {
    if (seen.has(o.id)) continue;
    seen.add(o.id);
    out.push({ id: o.id, name: o.name, depth: 0 });
    walk(o.id, 1);
  }
  return out;
}

/** An office and all its sub-offices. */
export function officeWithDescendants(offices: OfficeNode[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of offices) {
      if (!out.has(o.id) && out.has(o.parent_id)) {
        out.add(o.id);
        grew = true;
      }
    }
  }
  return out;
}
