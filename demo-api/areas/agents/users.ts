import { createHash } from 'node:crypto';
import type { Store } from '../../db/store';
import type { UserRow } from '../../db/rows';
import { apiKeyFor } from '../../auth/passwords';

export type NewUser = Pick<UserRow, 'stack_id' | 'kind' | 'email' | 'display_name' | 'created_at'> &
  Partial<Omit<UserRow, 'id' | 'api_key'>>;

const COLUMNS = [
  'stack_id',
  'kind',
  'sub_type',
  'email',
  'password_hash',
  'api_key',
  'login_status',
  'display_name',
  'phone',
  'photo',
  'office_id',
  'crm_email',
  'web',
  'bio',
  'license_display',
  'license_number',
  'license_prefix',
  'brokerage_name',
  'active',
  'priority',
  'sort_order',
  'login_count',
  'last_login',
  'created_at',
  'self_provisioned',
  'subscription_status',
  'subscription_cancel_at',
  'guid',
  'mpro_agent',
  'kiosk_message',
  'mls_email',
  'social_youtube',
  'social_tiktok',
  'social_instagram',
  'social_facebook',
  'social_twitter',
  'social_linkedin',
] as const;
const INSERT_USER = `INSERT INTO users (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;

/** Insert a dashboard user with defaults for what is not given; answers the new id. */
export function insertUser(store: Store, user: NewUser): number {
  const row: Omit<UserRow, 'id' | 'total_users'> = {
    sub_type: null,
    password_hash: null,
    login_status: 'ok',
    phone: null,
    photo: null,
    office_id: null,
    crm_email: null,
    web: null,
    bio: null,
    license_display: null,
    license_number: null,
    license_prefix: null,
    brokerage_name: null,
    active: 1,
    priority: 0,
    sort_order: 0,
    login_count: 0,
    last_login: null,
    self_provisioned: 0,
    subscription_status: null,
    subscription_cancel_at: null,
    guid: null,
    mpro_agent: 0,
    kiosk_message: null,
    mls_email: null,
    social_youtube: null,
    social_tiktok: null,
    social_instagram: null,
    social_facebook: null,
    social_twitter: null,
    social_linkedin: null,
    ...user,
    api_key: apiKeyFor(user.stack_id, user.email),
  };
  if (row.kind === 'agent' && row.sort_order === 0) row.sort_order = nextSortOrder(store, row.stack_id);
  if (row.self_provisioned && !row.guid) row.guid = guidFor(row.stack_id, row.email);
  return Number(store.run(INSERT_USER, row).lastInsertRowid);
}

/** A stable UUID-shaped id for a self-provisioned agent (the seed stays the same on every machine). */
export function guidFor(stackId: string, email: string): string {
  const h = createHash('sha256').update(`guid|${stackId}|${email.toLowerCase()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function nextSortOrder(store: Store, stackId: string): number {
  return (
    (store.get<{ n: number | null }>("SELECT max(sort_order) AS n FROM users WHERE stack_id = ? AND kind = 'agent'", [stackId])?.n ?? 0) + 1
  );
}

/** A California real-estate licence: DRE number plus the display text. */
export function license(n: number): Pick<UserRow, 'license_display' | 'license_number' | 'license_prefix'> {
  const number = String(1_900_000 + ((n * 7919) % 99_999)).padStart(8, '0');
  return { license_display: `DRE #${number}`, license_number: number, license_prefix: 'DRE' };
}

export function phoneFor(n: number, area = '415'): string {
  return `(${area}) 555-${String(1000 + ((n * 37) % 9000)).padStart(4, '0')}`;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? 'X';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase().replace(/[^A-Z0-9]/g, 'X');
}

/** Path of a generated avatar picture (initials on a colour chosen from the key). */
export function avatarPath(name: string, key: string): string {
  return `/media/avatar/${initials(name)}-${key}.png`;
}
