import { webUrl } from '@/lib/web-url';

/**
 * App resources: the custom link
 * sections the mobile app shows, in two scopes (everyone; agents only), edited as a tree and saved whole.
 * Every rule of the tree is a pure function here: the editor asks them before it changes anything and the
 * route handler's schema holds the saved tree to the same rules.
 */

export type ResourceScope = 'global' | 'agent';
export const RESOURCE_SCOPES: readonly ResourceScope[] = ['global', 'agent'];

export const SCOPE_LABEL: Record<ResourceScope, { title: string; description: string }> = {
  global: { title: 'Global Sections', description: 'Seen by everyone who uses the app.' },
  agent: { title: 'Agent Sections', description: 'Seen by agents only.' },
};

/** One link (a content entry): the entry editor's Heading, Text and Link URL. */
export type ResourceEntry = { key: string; id: number | null; title: string; text: string; url: string };

/** A section: a top-level one may hold sub-sections (`children`), a sub-section never does. */
export type ResourceSection = { key: string; id: number | null; title: string; entries: ResourceEntry[]; children: ResourceSection[] };

export type SectionTree = ResourceSection[];

/** Limits of what one scope may hold (a real app shows a handful; these stop a runaway paste or a hostile body). */
export const RESOURCE_LIMITS = {
  sections: 100,
  entriesPerSection: 100,
  entries: 1000,
  title: 100,
  text: 1000,
  url: 2048,
} as const;

export const RESOURCES_MSG = {
  /** The spec's words. */
  saved: 'App Resources saved',
  /** Not given by the spec: the failure of the save. */
  failed: 'Error saving App Resources',
  subUnderSub: 'A sub-section cannot have sub-sections.',
  subWithEntries: 'A section with links cannot have sub-sections.',
  entriesWithSubs: 'A section with sub-sections cannot have links of its own: add them to a sub-section.',
  leaveGroup: 'A sub-section cannot leave its section.',
  dropOnSub: 'Nothing can be dropped onto a sub-section.',
  noSectionAbove: 'There is no section above to move into.',
  sectionTitle: 'Enter a section title',
  entryTitle: 'Enter a heading',
  badUrl: 'Link URL must be a web address starting with http:// or https://',
  tooMany: `At most ${RESOURCE_LIMITS.sections} sections can be saved at once.`,
  unsaved: 'You have unsaved changes to App Resources. Leave without saving them?',
} as const;

/** The delete confirmation: the spec asks that it warn about the content and the link analytics. */
export function deleteSectionMessage(section: ResourceSection): string {
  const subs = section.children.length;
  const links = section.entries.length + section.children.reduce((n, c) => n + c.entries.length, 0);
  const parts = [subs > 0 ? `${subs} sub-section${subs === 1 ? '' : 's'}` : null, `${links} link${links === 1 ? '' : 's'}`].filter(Boolean);
  return `Delete “${section.title || 'Untitled section'}”? Its content (${parts.join(' and ')}) and the link analytics of its links are removed from the app when you save.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the tree

export type Place = { section: ResourceSection; parent: ResourceSection | null; index: number; siblings: ResourceSection[] };

/** Where a section is: its parent (null at the top), its index among its siblings. */
export function findSection(tree: SectionTree, key: string): Place | null {
  for (const [index, section] of tree.entries()) {
    if (section.key === key) return { section, parent: null, index, siblings: tree };
    for (const [i, child] of section.children.entries()) {
      if (child.key === key) return { section: child, parent: section, index: i, siblings: section.children };
    }
  }
  return null;
}

/** Only a top-level section without links of its own may hold sub-sections. */
export function canHaveSubsections(tree: SectionTree, key: string): { ok: true } | { ok: false; reason: string } {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  if (place.parent) return { ok: false, reason: RESOURCES_MSG.subUnderSub };
  if (place.section.entries.length > 0) return { ok: false, reason: RESOURCES_MSG.subWithEntries };
  return { ok: true };
}

/** A section with sub-sections has no editable entries. */
export function canHaveEntries(section: ResourceSection): boolean {
  return section.children.length === 0;
}

export type Change = { ok: true; tree: SectionTree; announce: string } | { ok: false; reason: string };

const nameOf = (s: ResourceSection) => s.title.trim() || 'Untitled section';

/** The tree with one section (found by key) replaced; the rest shared, unchanged. */
function replaceSection(tree: SectionTree, key: string, replace: (s: ResourceSection) => ResourceSection): SectionTree {
  return tree.map((s) =>
    s.key === key
      ? replace(s)
      : s.children.some((c) => c.key === key)
        ? { ...s, children: s.children.map((c) => (c.key === key ? replace(c) : c)) }
        : s,
  );
}

/** The siblings list of a place replaced (the top list, or a parent's children). */
function withSiblings(tree: SectionTree, place: Place, siblings: ResourceSection[]): SectionTree {
  return place.parent ? replaceSection(tree, place.parent.key, (p) => ({ ...p, children: siblings })) : siblings;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// Changing the tree: each answers the new tree and what to announce, or why not

export function addSection(tree: SectionTree, section: ResourceSection): Change {
  if (countSections(tree) >= RESOURCE_LIMITS.sections) return { ok: false, reason: RESOURCES_MSG.tooMany };
  return { ok: true, tree: [...tree, { ...section, children: [] }], announce: `${nameOf(section)} added` };
}

export function addSubsection(tree: SectionTree, parentKey: string, section: ResourceSection): Change {
  const allowed = canHaveSubsections(tree, parentKey);
  if (!allowed.ok) return allowed;
  if (countSections(tree) >= RESOURCE_LIMITS.sections) return { ok: false, reason: RESOURCES_MSG.tooMany };
  const parent = findSection(tree, parentKey)!.section;
  return {
    ok: true,
    tree: replaceSection(tree, parentKey, (p) => ({ ...p, children: [...p.children, { ...section, children: [] }] })),
    announce: `${nameOf(section)} added to ${nameOf(parent)}`,
  };
}

export function renameSection(tree: SectionTree, key: string, title: string): SectionTree {
  return replaceSection(tree, key, (s) => ({ ...s, title }));
}

export function removeSection(tree: SectionTree, key: string): Change {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  const siblings = place.siblings.filter((s) => s.key !== key);
  return { ok: true, tree: withSiblings(tree, place, siblings), announce: `${nameOf(place.section)} deleted` };
}

/**
 * Move up or down among its siblings. A sub-section stays inside its parent's group: at the group's
 * edge it is refused rather than carried into the neighbouring section.
 */
export function moveSection(tree: SectionTree, key: string, direction: 'up' | 'down'): Change {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  const to = direction === 'up' ? place.index - 1 : place.index + 1;
  if (to < 0 || to >= place.siblings.length) {
    if (place.parent) return { ok: false, reason: RESOURCES_MSG.leaveGroup };
    return { ok: false, reason: `${nameOf(place.section)} is already ${direction === 'up' ? 'first' : 'last'}.` };
  }
  return {
    ok: true,
    tree: withSiblings(tree, place, move(place.siblings, place.index, to)),
    announce: `${nameOf(place.section)} moved to position ${to + 1} of ${place.siblings.length}${place.parent ? ` in ${nameOf(place.parent)}` : ''}`,
  };
}

/** Into a section: a top-level section becomes the last sub-section of the section above it. */
export function indentSection(tree: SectionTree, key: string): Change {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  if (place.parent || place.section.children.length > 0) return { ok: false, reason: RESOURCES_MSG.subUnderSub };
  const above = tree[place.index - 1];
  if (!above) return { ok: false, reason: RESOURCES_MSG.noSectionAbove };
  if (above.entries.length > 0) return { ok: false, reason: RESOURCES_MSG.subWithEntries };
  const next = tree.filter((s) => s.key !== key).map((s) => (s.key === above.key ? { ...s, children: [...s.children, place.section] } : s));
  return { ok: true, tree: next, announce: `${nameOf(place.section)} moved into ${nameOf(above)}` };
}

/** Out of a section: a sub-section becomes a top-level section right after its former parent. */
export function outdentSection(tree: SectionTree, key: string): Change {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  if (!place.parent) return { ok: false, reason: `${nameOf(place.section)} is already a top-level section.` };
  const parentKey = place.parent.key;
  const next: SectionTree = [];
  for (const s of tree) {
    if (s.key !== parentKey) next.push(s);
    else next.push({ ...s, children: s.children.filter((c) => c.key !== key) }, place.section);
  }
  return { ok: true, tree: next, announce: `${nameOf(place.section)} moved out of ${nameOf(place.parent)}` };
}

/**
 * A drag's drop: the section at `from` among the children of `fromParent` (null: the top list) lands at
 * `to` among the children of `toParent`. Refused: a sub-section dropped outside its parent's group, anything
 * dropped into a sub-section, a section with sub-sections dropped into another, and a drop into a section
 * with links of its own.
 */
export function dropSection(tree: SectionTree, key: string, toParentKey: string | null, to: number): Change {
  const place = findSection(tree, key);
  if (!place) return { ok: false, reason: 'Section not found' };
  const fromParentKey = place.parent?.key ?? null;
  if (toParentKey !== null) {
    const target = findSection(tree, toParentKey);
    if (!target) return { ok: false, reason: 'Section not found' };
    if (target.parent) return { ok: false, reason: RESOURCES_MSG.dropOnSub };
  }
  if (fromParentKey !== null && toParentKey !== fromParentKey) return { ok: false, reason: RESOURCES_MSG.leaveGroup };
  if (toParentKey === fromParentKey) {
    const index = Math.max(0, Math.min(to, place.siblings.length - 1));
    if (index === place.index) return { ok: true, tree, announce: '' };
    return {
      ok: true,
      tree: withSiblings(tree, place, move(place.siblings, place.index, index)),
      announce: `${nameOf(place.section)} moved to position ${index + 1} of ${place.siblings.length}${place.parent ? ` in ${nameOf(place.parent)}` : ''}`,
    };
  }
  // A top-level section dropped into another section.
  const allowed = canHaveSubsections(tree, toParentKey!);
  if (!allowed.ok) return allowed;
  if (place.section.children.length > 0) return { ok: false, reason: RESOURCES_MSG.subUnderSub };
  const without = tree.filter((s) => s.key !== key);
  const parent = findSection(without, toParentKey!)!;
  const children = [...parent.section.children];
  children.splice(Math.max(0, Math.min(to, children.length)), 0, place.section);
  return {
    ok: true,
    tree: replaceSection(without, toParentKey!, (p) => ({ ...p, children })),
    announce: `${nameOf(place.section)} moved into ${nameOf(parent.section)}`,
  };
}

/** Adds or replaces (by key) a link of a section that may hold links. */
export function saveEntry(tree: SectionTree, sectionKey: string, entry: ResourceEntry): Change {
  const place = findSection(tree, sectionKey);
  if (!place) return { ok: false, reason: 'Section not found' };
  if (!canHaveEntries(place.section)) return { ok: false, reason: RESOURCES_MSG.entriesWithSubs };
  const exists = place.section.entries.some((e) => e.key === entry.key);
  if (!exists && place.section.entries.length >= RESOURCE_LIMITS.entriesPerSection) {
    return { ok: false, reason: `A section holds at most ${RESOURCE_LIMITS.entriesPerSection} links.` };
  }
  const entries = exists ? place.section.entries.map((e) => (e.key === entry.key ? entry : e)) : [...place.section.entries, entry];
  return {
    ok: true,
    tree: replaceSection(tree, sectionKey, (s) => ({ ...s, entries })),
    announce: `${entry.title} ${exists ? 'updated' : 'added'}`,
  };
}

export function removeEntry(tree: SectionTree, sectionKey: string, entryKey: string): SectionTree {
  return replaceSection(tree, sectionKey, (s) => ({ ...s, entries: s.entries.filter((e) => e.key !== entryKey) }));
}

/** A link moved among its section's links (up, down, or a drag's new index). */
export function moveEntry(tree: SectionTree, sectionKey: string, entryKey: string, to: number | 'up' | 'down'): Change {
  const place = findSection(tree, sectionKey);
  if (!place) return { ok: false, reason: 'Section not found' };
  const entries = place.section.entries;
  const from = entries.findIndex((e) => e.key === entryKey);
  if (from < 0) return { ok: false, reason: 'Link not found' };
  const index = to === 'up' ? from - 1 : to === 'down' ? from + 1 : to;
  const entry = entries[from]!;
  if (index < 0 || index >= entries.length) return { ok: false, reason: `${entry.title} is already ${index < 0 ? 'first' : 'last'}.` };
  if (index === from) return { ok: true, tree, announce: '' };
  return {
    ok: true,
    tree: replaceSection(tree, sectionKey, (s) => ({ ...s, entries: move(s.entries, from, index) })),
    announce: `${entry.title} moved to position ${index + 1} of ${entries.length} in ${nameOf(place.section)}`,
  };
}

export function countSections(tree: SectionTree): number {
  return tree.reduce((n, s) => n + 1 + s.children.length, 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Checking what is about to be saved (the browser, before sending; the same rules as the handler's schema)

/** A link URL: absent, or an absolute http(s) address. */
export function checkUrl(url: string): string | null {
  const value = url.trim();
  if (value === '') return null;
  if (value.length > RESOURCE_LIMITS.url) return `Link URL must be at most ${RESOURCE_LIMITS.url} characters.`;
  return webUrl(value) ? null : RESOURCES_MSG.badUrl;
}

export type EntryErrors = Partial<Record<'title' | 'text' | 'url', string>>;

export function checkEntry(entry: Pick<ResourceEntry, 'title' | 'text' | 'url'>): EntryErrors {
  const errors: EntryErrors = {};
  if (!entry.title.trim()) errors.title = RESOURCES_MSG.entryTitle;
  else if (entry.title.trim().length > RESOURCE_LIMITS.title) errors.title = `Heading must be at most ${RESOURCE_LIMITS.title} characters.`;
  if (entry.text.length > RESOURCE_LIMITS.text) errors.text = `Text must be at most ${RESOURCE_LIMITS.text} characters.`;
  const url = checkUrl(entry.url);
  if (url) errors.url = url;
  return errors;
}

export function checkSectionTitle(title: string): string | null {
  if (!title.trim()) return RESOURCES_MSG.sectionTitle;
  if (title.trim().length > RESOURCE_LIMITS.title) return `Section title must be at most ${RESOURCE_LIMITS.title} characters.`;
  return null;
}

/** The first problem of a whole tree, with the section it is in; null when it may be saved. */
export function checkTree(tree: SectionTree): { key: string; message: string } | null {
  if (countSections(tree) > RESOURCE_LIMITS.sections) return { key: tree[0]?.key ?? '', message: RESOURCES_MSG.tooMany };
  let entries = 0;
  const visit = (s: ResourceSection, depth: number): { key: string; message: string } | null => {
    const title = checkSectionTitle(s.title);
    if (title) return { key: s.key, message: title };
    if (depth > 0 && s.children.length > 0) return { key: s.key, message: RESOURCES_MSG.subUnderSub };
    if (s.children.length > 0 && s.entries.length > 0) return { key: s.key, message: RESOURCES_MSG.entriesWithSubs };
    if (s.entries.length > RESOURCE_LIMITS.entriesPerSection)
      return { key: s.key, message: `A section holds at most ${RESOURCE_LIMITS.entriesPerSection} links.` };
    entries += s.entries.length;
    for (const e of s.entries) {
      const errors = checkEntry(e);
      const first = errors.title ?? errors.text ?? errors.url;
      if (first) return { key: s.key, message: `${nameOf(s)}: ${e.title.trim() || 'a link'}: ${first}` };
    }
    for (const c of s.children) {
      const problem = visit(c, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  for (const s of tree) {
    const problem = visit(s, 0);
    if (problem) return problem;
  }
  if (entries > RESOURCE_LIMITS.entries)
    return { key: tree[0]?.key ?? '', message: `At most ${RESOURCE_LIMITS.entries} links can be saved at once.` };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// To and from the wire

/** What the route handler takes for one scope: the tree in order, ids of the sections and links kept. */
export type SavedEntry = { id: number | null; title: string; text: string; url: string };
export type SavedSubsection = { id: number | null; title: string; entries: SavedEntry[] };
export type SavedSection = SavedSubsection & { sections: SavedSubsection[] };

export function toSaved(tree: SectionTree): SavedSection[] {
  const entry = (e: ResourceEntry): SavedEntry => ({ id: e.id, title: e.title.trim(), text: e.text.trim(), url: e.url.trim() });
  return tree.map((s) => ({
    id: s.id,
    title: s.title.trim(),
    entries: s.entries.map(entry),
    sections: s.children.map((c) => ({ id: c.id, title: c.title.trim(), entries: c.entries.map(entry) })),
  }));
}

/** The upstream's flat sections (parent_id, sort_order, contents) as the editor's tree; orphans are kept at the top. */
export type FlatSection = {
  id: number;
  title: string;
  parent_id: number | null;
  sort_order: number;
  contents: { id: number; sort_order: number; title: string; text: string | null; url: string | null }[];
};

export function treeOf(flat: FlatSection[]): SectionTree {
  const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) => a.sort_order - b.sort_order || a.id - b.id;
  const ids = new Set(flat.map((s) => s.id));
  const toSection = (s: FlatSection): ResourceSection => ({
    key: `s${s.id}`,
    id: s.id,
    title: s.title,
    entries: [...s.contents]
      .sort(byOrder)
      .map((c) => ({ key: `e${c.id}`, id: c.id, title: c.title, text: c.text ?? '', url: c.url ?? '' })),
    children: [],
  });
  const byId = new Map(flat.map((s) => [s.id, s]));
  const isTop = (s: FlatSection) => s.parent_id === null || s.parent_id === 0 || !ids.has(s.parent_id) || s.parent_id === s.id;
  /** The top-level section a section hangs under (a cycle or a deeper level, which a sane upstream never answers, still lands somewhere). */
  const topOf = (s: FlatSection): number => {
    const seen = new Set<number>();
    let at = s;
    while (!isTop(at) && !seen.has(at.id)) {
      seen.add(at.id);
      at = byId.get(at.parent_id!)!;
    }
    return isTop(at) ? at.id : s.id;
  };
  const top = flat.filter((s) => isTop(s) || topOf(s) === s.id).sort(byOrder);
  const topIds = new Set(top.map((s) => s.id));
  return top.map((s) => ({
    ...toSection(s),
    children: flat
      .filter((c) => !topIds.has(c.id) && topOf(c) === s.id)
      .sort(byOrder)
      .map(toSection),
  }));
}

/** Link click stats: the screen's row. */
export type LinkClickRow = { key: string; title: string; url: string; clicks: number; users: string[]; office: string };

/** How many users opened a link, as the analytics table and its users modal say it: '1 user', '3 users'. */
export function usersCount(users: readonly string[]): string {
  return `${users.length} ${users.length === 1 ? 'user' : 'users'}`;
}
