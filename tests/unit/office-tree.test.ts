import { describe, expect, it } from 'vitest';
import { officeTree, officeWithDescendants } from '@/lib/office-tree';

const offices = [
  { id: 3, parent_id: 1, name: 'West' },
  { id: 1, parent_id: 0, name: 'HQ' },
  { id: 2, parent_id: 1, name: 'East' },
  { id: 4, parent_id: 2, name: 'Boston' },
  { id: 5, parent_id: 99, name: 'Orphan' },
];

describe('office tree', () => {
  it('orders depth-first by name with depths', () => {
    expect(officeTree(offices).map((o) => `${o.depth}:${o.name}`)).toEqual(['0:HQ', '1:East', '2:Boston', '1:West', '0:Orphan']);
  });
  it('keeps an office with its sub-offices', () => {
    expect([...officeWithDescendants(offices, 2)].sort()).toEqual([2, 4]);
  });
  it('survives a cycle', () => {
    expect(
      officeTree([
        { id: 1, parent_id: 2, name: 'A' },
        { id: 2, parent_id: 1, name: 'B' },
      ]),
    ).toHaveLength(2);
  });
});
