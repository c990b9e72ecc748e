import { allowed, type Viewer } from '@/lib/access';

/**
 * Tags' rules: the kinds of tag, who may change which, the label
 * each viewer sees, the colour presets and the spec's texts. Pure and zod-free: the page, the client
 * components and the route handlers all ask here, so a rule lives once.
 */

/** The spec's texts, verbatim; the rest is 'not shown' in the spec and chosen in its style. */
export const TAG_MSG = {
  required: 'Tag name and color are required',
  confirmDelete: 'Delete this tag?',
  superByAdminForAgent: 'Created by account admin',
  superForAdmin: 'Available to all agents',
  // Chosen (the spec gives none):
  created: 'Tag created',
  saved: 'Tag saved',
  deleted: 'Tag deleted',
  tooLong: (max: number) => `At most ${max} characters`,
  systemInfo: 'Added automatically',
  virtualInfo: 'Every agent of the app (added automatically)',
  ownedBy: (name: string) => `Created by ${name}`,
  systemRefused: 'System tags cannot be changed.',
  virtualRefused: 'The Agent tag cannot be changed.',
  superRefused: 'Only an account admin can change this tag.',
  superCreateRefused: 'Only an account admin can make a tag available to all agents.',
  usersCarrying: (n: number) => (n === 1 ? '1 user has this tag.' : `${n} users have this tag.`),
} as const;

/** The five colour presets, in the order the form offers them. */
export const TAG_COLORS = ['blue', 'sand', 'red', 'green', 'orange2'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export type TagColors = { background: string; text: string };

/** Each preset's display colour and text colour (contrast at least 4.5:1, checked by a unit test). */
export const TAG_COLOR_PRESETS: Record<TagColor, TagColors & { label: string }> = {
  blue: { label: 'Blue', background: '#1f5fbf', text: '#ffffff' },
  sand: { label: 'Sand', background: '#e9dcc0', text: '#4a3b17' },
  red: { label: 'Red', background: '#c62828', text: '#ffffff' },
  green: { label: 'Green', background: '#2e7d32', text: '#ffffff' },
  orange2: { label: 'Orange', background: '#f59e42', text: '#3d2200' },
};

export function isTagColor(value: unknown): value is TagColor {
  return typeof value === 'string' && (TAG_COLORS as readonly string[]).includes(value);
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The colours a chip is drawn in: a preset's own, or an upstream's plain hex colour with its
 * text_color (white when it sends none). Anything else reads as the first preset.
 */
export function tagColors(color: string, textColor: string | null | undefined): TagColors {
  if (isTagColor(color)) return { background: TAG_COLOR_PRESETS[color].background, text: TAG_COLOR_PRESETS[color].text };
  if (HEX.test(color)) return { background: color, text: textColor && HEX.test(textColor) ? textColor : '#ffffff' };
  return { background: TAG_COLOR_PRESETS.blue.background, text: TAG_COLOR_PRESETS.blue.text };
}

/**
 * system: made by the platform (kiosk, kiosk-agent ...); super: made by an account admin and
 * available to all agents; own: an agent's (or admin's) own; virtual: the Agent tag, computed, never stored.
 */
export type TagKind = 'system' | 'super' | 'own' | 'virtual';

/** The virtual Agent tag's id in the upstream's answers (no stored tag has id 0). */
export const VIRTUAL_AGENT_TAG_ID = 0;

export function tagKind(t: { id: number; system_tag: boolean; super_tag: boolean }): TagKind {
  if (t.id === VIRTUAL_AGENT_TAG_ID) return 'virtual';
  if (t.system_tag) return 'system';
  return t.super_tag ? 'super' : 'own';
}

/** A tag as the app holds it (server/tags.ts reshapes the upstream's Tag into this). */
export type Tag = {
  id: number;
  /** The key the users list filters by (users?tag=...). */
  tag: string;
  /** What the chip shows. */
  name: string;
  description: string;
  /** A preset name, or the upstream's own colour. */
  color: string;
  background: string;
  textColor: string;
  kind: TagKind;
  /** Seen by every agent of the app (system, super and the Agent tag). */
  global: boolean;
  /** Who made an own tag (admins see other people's); null for the rest. */
  ownerName: string | null;
  /** Users carrying it among the viewer's own users. */
  useCount: number;
  /** Users carrying it across all agents: admins only (null for agents). */
  useCountAll: number | null;
};

type Who = Pick<Viewer, 'role'>;

/** Why the viewer may not edit or delete this tag, or null when they may (read-only is the action's business). */
export function tagChangeRefusal(viewer: Who, tag: Pick<Tag, 'kind'>): string | null {
  if (tag.kind === 'virtual') return TAG_MSG.virtualRefused;
  if (tag.kind === 'system') return TAG_MSG.systemRefused;
  if (tag.kind === 'super' && viewer.role !== 'admin') return TAG_MSG.superRefused;
  return null;
}

/** Why the viewer may not create or save a tag with this 'available to all agents' choice, or null. */
export function superTagRefusal(viewer: Who, superTag: boolean): string | null {
  return superTag && viewer.role !== 'admin' ? TAG_MSG.superCreateRefused : null;
}

/** Whether the form offers the 'available to all agents' option. */
export function offersSuperTag(viewer: Who): boolean {
  return viewer.role === 'admin';
}

/** The Info column: the label the spec gives each viewer for super tags, and chosen ones for the rest. */
export function tagInfo(viewer: Who, tag: Pick<Tag, 'kind' | 'description' | 'ownerName'>): string {
  switch (tag.kind) {
    case 'super':
      return viewer.role === 'admin' ? TAG_MSG.superForAdmin : TAG_MSG.superByAdminForAgent;
    case 'virtual':
      return tag.description || TAG_MSG.virtualInfo;
    case 'system':
      return tag.description || TAG_MSG.systemInfo;
    default:
      return tag.ownerName && viewer.role === 'admin' ? TAG_MSG.ownedBy(tag.ownerName) : tag.description;
  }
}

/** How many users a delete takes the tag from, as the confirmation says: all agents' for an admin. */
export function usersAffected(tag: Pick<Tag, 'useCount' | 'useCountAll'>): number {
  return tag.useCountAll ?? tag.useCount;
}

/** A table row: the tag with what this viewer sees and may do (the access table's actions, read-only included, and the tag's kind). */
export type TagRow = Tag & { info: string; canEdit: boolean; canDelete: boolean };

export function tagRow(viewer: Viewer, tag: Tag): TagRow {
  const changeable = tagChangeRefusal(viewer, tag) === null;
  return {
    ...tag,
    info: tagInfo(viewer, tag),
    canEdit: changeable && allowed(viewer, 'tags.edit'),
    canDelete: changeable && allowed(viewer, 'tags.delete'),
  };
}
