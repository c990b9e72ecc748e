import { describe, expect, it } from 'vitest';
import {
  addSection,
  addSubsection,
  canHaveEntries,
  canHaveSubsections,
  checkTree,
  checkUrl,
  deleteSectionMessage,
  dropSection,
  indentSection,
  moveEntry,
  moveSection,
  outdentSection,
  removeSection,
  RESOURCE_LIMITS,
  RESOURCES_MSG,
  saveEntry,
  toSaved,
  treeOf,
  type Change,
  type ResourceSection,
  type SectionTree,
} from '@/lib/app-resources/rules';
import { SaveResourcesInput } from '@/lib/app-resources/schema';

const entry = (key: string, url = 'https://example.com') => ({ key, id: null, title: key, text: '', url });
const section = (key: string, over: Partial<ResourceSection> = {}): ResourceSection => ({
  key,
  id: null,
  title: key,
  entries: [],
  children: [],
  ...over,
});

/** A (links), B (sub-sections B1, B2 with a link each), C (empty). */
const TREE: SectionTree = [
  section('A', { entries: [entry('a1'), entry('a2'), entry('a3')] }),
  section('B', { children: [section('B1', { entries: [entry('b1')] }), section('B2', { entries: [entry('b2')] })] }),
  section('C'),
];

const ok = (c: Change): SectionTree => {
  if (!c.ok) throw new Error(`refused: ${c.reason}`);
  return c.tree;
};
const refused = (c: Change): string => {
  if (c.ok) throw new Error('was allowed');
  return c.reason;
};
const shape = (t: SectionTree): unknown => t.map((s) => (s.children.length ? [s.key, s.children.map((c) => c.key)] : s.key));

describe('the section tree rules', () => {
  it('one level of sub-sections: a sub-section cannot have sub-sections', () => {
    expect(canHaveSubsections(TREE, 'B1')).toEqual({ ok: false, reason: RESOURCES_MSG.subUnderSub });
    expect(refused(addSubsection(TREE, 'B1', section('X')))).toBe(RESOURCES_MSG.subUnderSub);
    expect(refused(indentSection(TREE, 'B'))).toBe(RESOURCES_MSG.subUnderSub);
  });

  it('a section with contents gains no sub-section', () => {
    expect(canHaveSubsections(TREE, 'A')).toEqual({ ok: false, reason: RESOURCES_MSG.subWithEntries });
    expect(refused(addSubsection(TREE, 'A', section('X')))).toBe(RESOURCES_MSG.subWithEntries);
    // Moving B... into A (the section above) is refused the same way.
    expect(refused(indentSection([TREE[0]!, section('D')], 'D'))).toBe(RESOURCES_MSG.subWithEntries);
    expect(shape(ok(addSubsection(TREE, 'C', section('C1'))))).toEqual(['A', ['B', ['B1', 'B2']], ['C', ['C1']]]);
  });

  it('a section with sub-sections has no editable entries', () => {
    expect(canHaveEntries(TREE[1]!)).toBe(false);
    expect(refused(saveEntry(TREE, 'B', entry('x')))).toBe(RESOURCES_MSG.entriesWithSubs);
    expect(
      ok(saveEntry(TREE, 'B1', entry('x')))
        .find((s) => s.key === 'B')!
        .children[0]!.entries.map((e) => e.key),
    ).toEqual(['b1', 'x']);
    expect(checkTree([section('Z', { entries: [entry('z')], children: [section('Z1')] })])).toEqual({
      key: 'Z',
      message: RESOURCES_MSG.entriesWithSubs,
    });
  });

  it('a sub-section never leaves its parent’s group: up at the top and down at the bottom are refused, a drop elsewhere too', () => {
    expect(refused(moveSection(TREE, 'B1', 'up'))).toBe(RESOURCES_MSG.leaveGroup);
    expect(refused(moveSection(TREE, 'B2', 'down'))).toBe(RESOURCES_MSG.leaveGroup);
    expect(shape(ok(moveSection(TREE, 'B1', 'down')))).toEqual(['A', ['B', ['B2', 'B1']], 'C']);
    expect(refused(dropSection(TREE, 'B1', null, 0))).toBe(RESOURCES_MSG.leaveGroup);
    expect(refused(dropSection(TREE, 'B1', 'C', 0))).toBe(RESOURCES_MSG.leaveGroup);
  });

  it('nothing drops onto a sub-section', () => {
    expect(refused(dropSection(TREE, 'C', 'B1', 0))).toBe(RESOURCES_MSG.dropOnSub);
    expect(refused(dropSection(TREE, 'B2', 'B1', 0))).toBe(RESOURCES_MSG.dropOnSub);
  });
});

describe('moving sections and links', () => {
  it('up and down among the top sections, with the move announced; the edges say so', () => {
    const moved = moveSection(TREE, 'C', 'up');
    expect(moved).toMatchObject({ ok: true, announce: 'C moved to position 2 of 3' });
    expect(shape(ok(moved))).toEqual(['A', 'C', ['B', ['B1', 'B2']]]);
    expect(refused(moveSection(TREE, 'A', 'up'))).toBe('A is already first.');
    expect(refused(moveSection(TREE, 'C', 'down'))).toBe('C is already last.');
  });

  it('into the section above and out again, next to its former parent', () => {
    const into = indentSection(TREE, 'C');
    expect(into).toMatchObject({ ok: true, announce: 'C moved into B' });
    expect(shape(ok(into))).toEqual(['A', ['B', ['B1', 'B2', 'C']]]);
    expect(shape(ok(outdentSection(TREE, 'B1')))).toEqual(['A', ['B', ['B2']], 'B1', 'C']);
    expect(refused(indentSection(TREE, 'A'))).toBe(RESOURCES_MSG.noSectionAbove);
    expect(refused(outdentSection(TREE, 'A'))).toBe('A is already a top-level section.');
  });

  it('a drag within a list reorders it; a top section dropped into one that may take it becomes its sub-section', () => {
    expect(shape(ok(dropSection(TREE, 'A', null, 2)))).toEqual([['B', ['B1', 'B2']], 'C', 'A']);
    expect(shape(ok(dropSection(TREE, 'B2', 'B', 0)))).toEqual(['A', ['B', ['B2', 'B1']], 'C']);
    expect(shape(ok(dropSection(TREE, 'C', 'B', 1)))).toEqual(['A', ['B', ['B1', 'C', 'B2']]]);
    expect(refused(dropSection(TREE, 'B', 'C', 0))).toBe(RESOURCES_MSG.subUnderSub);
  });

  it('links move within their section', () => {
    const t = ok(moveEntry(TREE, 'A', 'a3', 0));
    expect(t[0]!.entries.map((e) => e.key)).toEqual(['a3', 'a1', 'a2']);
    expect(refused(moveEntry(TREE, 'A', 'a1', 'up'))).toBe('a1 is already first.');
    expect(moveEntry(TREE, 'A', 'a1', 'down')).toMatchObject({ ok: true, announce: 'a1 moved to position 2 of 3 in A' });
  });

  it('removing a section takes its sub-sections and links; the confirmation says so and warns of the analytics', () => {
    expect(shape(ok(removeSection(TREE, 'B')))).toEqual(['A', 'C']);
    expect(shape(ok(removeSection(TREE, 'B2')))).toEqual(['A', ['B', ['B1']], 'C']);
    expect(deleteSectionMessage(TREE[1]!)).toBe(
      'Delete “B”? Its content (2 sub-sections and 2 links) and the link analytics of its links are removed from the app when you save.',
    );
  });

  it('refuses more sections than the limit', () => {
    const full = Array.from({ length: RESOURCE_LIMITS.sections }, (_, i) => section(`S${i}`));
    expect(refused(addSection(full, section('one more')))).toBe(RESOURCES_MSG.tooMany);
  });
});

describe('links and the whole tree before saving', () => {
  it('a link URL is empty or http(s)', () => {
    expect(checkUrl('')).toBeNull();
    expect(checkUrl('https://example.com/a?b=c')).toBeNull();
    expect(checkUrl('http://example.com')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com',
      'example.com',
      'https://',
      'mailto:a@b.c',
    ]) {
      expect(checkUrl(bad), bad).toBe(RESOURCES_MSG.badUrl);
    }
  });

  it('names the first problem and its section; the browser and the handler agree', () => {
    const bad: SectionTree = [
      section('A', { title: 'Help', entries: [{ key: 'x', id: null, title: 'Evil', text: '', url: 'javascript:alert(1)' }] }),
    ];
    expect(checkTree(bad)).toEqual({ key: 'A', message: `Help: Evil: ${RESOURCES_MSG.badUrl}` });
    expect(checkTree([section('A', { title: '' })])).toEqual({ key: 'A', message: RESOURCES_MSG.sectionTitle });
    expect(checkTree(TREE)).toBeNull();
    const body = (t: SectionTree) => ({ scope: 'global', office: null, sections: toSaved(t) });
    expect(SaveResourcesInput.safeParse(body(TREE)).success).toBe(true);
    expect(SaveResourcesInput.safeParse(body(bad)).success).toBe(false);
    expect(SaveResourcesInput.safeParse(body([section('A', { title: '' })])).success).toBe(false);
    expect(SaveResourcesInput.safeParse(body([section('Z', { entries: [entry('z')], children: [section('Z1')] })])).success).toBe(false);
  });

  it('reads the upstream’s flat sections as the tree, in sort order, keeping a deeper or orphaned section somewhere', () => {
    const c = (id: number, sort_order: number) => ({ id, sort_order, title: `c${id}`, text: null, url: null });
    const t = treeOf([
      { id: 3, title: 'Second', parent_id: null, sort_order: 1, contents: [] },
      { id: 1, title: 'First', parent_id: 0, sort_order: 0, contents: [c(9, 1), c(8, 0)] },
      { id: 4, title: 'Sub', parent_id: 3, sort_order: 0, contents: [] },
      { id: 5, title: 'Deeper', parent_id: 4, sort_order: 1, contents: [] },
      { id: 6, title: 'Orphan', parent_id: 77, sort_order: 2, contents: [] },
    ]);
    expect(t.map((s) => [s.title, s.children.map((x) => x.title)])).toEqual([
      ['First', []],
      ['Second', ['Sub', 'Deeper']],
      ['Orphan', []],
    ]);
    expect(t[0]!.entries.map((e) => e.title)).toEqual(['c8', 'c9']);
    expect(t[0]!.entries[0]).toEqual({ key: 'e8', id: 8, title: 'c8', text: '', url: '' });
  });
});
