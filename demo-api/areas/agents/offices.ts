import type { Store } from '../../db/store';

/** Acme's office tree, three levels: headquarters, regions, branch offices. Ids follow this order. */
export const ACME_OFFICES: { name: string; parent: string | null }[] = [
  { name: 'Acme Realty HQ', parent: null },
  { name: 'Bay Area Region', parent: 'Acme Realty HQ' },
  { name: 'Southern California Region', parent: 'Acme Realty HQ' },
  { name: 'Central Valley Region', parent: 'Acme Realty HQ' },
  { name: 'San Francisco Office', parent: 'Bay Area Region' },
  { name: 'Oakland Office', parent: 'Bay Area Region' },
  { name: 'San Jose Office', parent: 'Bay Area Region' },
  { name: 'Los Angeles Office', parent: 'Southern California Region' },
  { name: 'San Diego Office', parent: 'Southern California Region' },
  { name: 'Irvine Office', parent: 'Southern California Region' },
  { name: 'Sacramento Office', parent: 'Central Valley Region' },
  { name: 'Fresno Office', parent: 'Central Valley Region' },
];

/** Inserts the offices and answers their ids by name. */
export function seedOffices(store: Store): Map<string, number> {
  const ids = new Map<string, number>();
  for (const office of ACME_OFFICES) {
    const parentId = office.parent ? (ids.get(office.parent) ?? 0) : 0;
    const result = store.run('INSERT INTO offices (stack_id, parent_id, name) VALUES (?, ?, ?)', ['acme', parentId, office.name]);
    ids.set(office.name, Number(result.lastInsertRowid));
  }
  return ids;
}
