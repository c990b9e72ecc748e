import 'server-only';
import { parseId } from '@/lib/forms/parse-id';
import { POCKET_KEY } from '@/lib/pocket/rules';
import { getAgentProfile, type AgentProfile } from '@/server/agent-profile';
import { callerOf } from '@/server/upstream/caller';
import type { Session } from '@/server/session';
import { getSavedSearch, getSearchUser, getTemplate, orNull, type SearchUser } from '@/server/saved-searches';
import { getPocket } from '@/server/pocket';
import { processSingleton } from '@/server/process-singleton';
import { getUserDetail } from '@/server/user-detail';
import type { PocketListing } from '@/server/upstream/contract/pocket';
import type { SavedSearch, SearchTemplate } from '@/lib/saved-searches/rules';
import type { UserDetail } from '@/lib/user-detail/rules';

/**
 * Pages whose path names one record. A streamed page keeps the 200 it started with (its loading.tsx
 * boundaries flush first), so proxy.ts reads the record before the page renders and answers an
 * unknown one with the not-found page and its 404, as for an unknown path. The read is handed to the
 * page (taken once), so a document load asks the upstream once, and a failed read is the page's to
 * show in its error state.
 */
type RecordPage<T> = { kind: string; pattern: RegExp; read: (session: Session, ids: number[]) => Promise<T | null> };

const AGENT_PAGE: RecordPage<AgentProfile> = {
  kind: 'agent',
  pattern: /^\/agents\/([^/]+)\/?$/,
  read: (s, [id]) => getAgentProfile(s, id ?? 0),
};
const USER_PAGE: RecordPage<UserDetail> = { kind: 'user', pattern: /^\/users\/([^/]+)\/?$/, read: (s, [id]) => getUserDetail(s, id ?? 0) };
/** A saved search under its own user's path: another user's search there is unknown too. */
const SEARCH_PAGE: RecordPage<SavedSearch> = {
  kind: 'search',
  pattern: /^\/users\/([^/]+)\/agentsavedsearch\/([^/]+)\/?$/,
  read: async (s, [userId, id]) => {
    const search = await orNull(getSavedSearch(s, id ?? 0));
    return search && search.userId === userId ? search : null;
  },
};
/** A new saved search for a user: an unknown user is unknown here too. */
const SEARCH_USER_PAGE: RecordPage<SearchUser> = {
  kind: 'search-user',
  pattern: /^\/users\/([^/]+)\/agentsavedsearch\/?$/,
  read: (s, [userId]) => orNull(getSearchUser(s, userId ?? 0)),
};
/** A search template (not /searchlinks/new, the new template's page). */
const TEMPLATE_PAGE: RecordPage<SearchTemplate> = {
  kind: 'template',
  pattern: /^\/searchlinks\/(?!new\/?$)([^/]+)\/?$/,
  read: (s, [id]) => orNull(getTemplate(s, id ?? 0)),
};
const RECORD_PAGES: RecordPage<unknown>[] = [AGENT_PAGE, USER_PAGE, SEARCH_PAGE, SEARCH_USER_PAGE, TEMPLATE_PAGE];

// proxy.ts and the pages are separate bundles in one process: the handoff is one per process. Keyed
// by api key and mode, so a read only ever reaches the caller it was made for; unclaimed ones expire.
type Handed = { at: number; value: Promise<unknown> };
const handoff = processSingleton('record-handoff', () => new Map<string, Handed>());
const HANDOFF_MS = 10_000;

function keyOf(kind: string, session: Session, ids: (number | string)[]): string {
  const { apiKey, mode } = callerOf(session);
  return `${session.stackId}\u0000${apiKey}\u0000${mode}\u0000${kind}\u0000${ids.join('/')}`;
}

function hand(key: string, value: Promise<unknown>): void {
  const now = Date.now();
  for (const [k, e] of handoff) if (now - e.at > HANDOFF_MS) handoff.delete(k);
  handoff.set(key, { at: now, value });
}

function take<T>(key: string): Promise<T> | undefined {
  const e = handoff.get(key);
  handoff.delete(key);
  return e && Date.now() - e.at <= HANDOFF_MS ? (e.value as Promise<T>) : undefined;
}

/** An exclusive listing's form, named by its listing key (a text, not a number; not /pocket/new). */
const POCKET_PATTERN = /^\/pocket\/(?!new\/?$)([^/]+)\/?$/;

/**
 * Reads a record for the page to take: handed over once settled (a slow read must not expire before the
 * page takes it), a failed read too (the page shows it as its own). Answers whether the record is unknown.
 */
async function readAndHand(key: string, read: Promise<unknown>): Promise<boolean> {
  const record = await read.catch((err: unknown) => {
    hand(key, read);
    throw err;
  });
  if (record !== null) hand(key, read);
  return record === null;
}

/** Whether `path` names a record the upstream does not know (false for a path of no record page). */
export async function unknownRecord(session: Session, path: string): Promise<boolean> {
  const pocketPath = POCKET_PATTERN.exec(path);
  if (pocketPath) {
    const listingKey = decodeURIComponent(pocketPath[1] ?? '');
    if (!POCKET_KEY.test(listingKey)) return true;
    return readAndHand(keyOf('pocket', session, [listingKey]), getPocket(session, listingKey));
  }
  for (const page of RECORD_PAGES) {
    const m = page.pattern.exec(path);
    if (!m) continue;
    const ids = m.slice(1).map((segment) => parseId(decodeURIComponent(segment)));
    if (ids.some((id) => id === null)) return true;
    const known = ids as number[];
    return readAndHand(keyOf(page.kind, session, known), page.read(session, known));
  }
  return false;
}

/** The agent edit page's read: the one proxy.ts made for this document, or a fresh one. */
export function readAgentProfile(session: Session, id: number): Promise<AgentProfile | null> {
  return take<AgentProfile | null>(keyOf(AGENT_PAGE.kind, session, [id])) ?? AGENT_PAGE.read(session, [id]);
}

/** The user detail page's read: the one proxy.ts made for this document, or a fresh one. */
export function readUserDetail(session: Session, id: number): Promise<UserDetail | null> {
  return take<UserDetail | null>(keyOf(USER_PAGE.kind, session, [id])) ?? USER_PAGE.read(session, [id]);
}

/** The saved-search editor's read (null: unknown, or not this user's): proxy.ts's for this document, or a fresh one. */
export function readSavedSearch(session: Session, userId: number, id: number): Promise<SavedSearch | null> {
  return take<SavedSearch | null>(keyOf(SEARCH_PAGE.kind, session, [userId, id])) ?? SEARCH_PAGE.read(session, [userId, id]);
}

/** The new saved search's user (null: unknown): proxy.ts's read for this document, or a fresh one. */
export function readSearchUser(session: Session, userId: number): Promise<SearchUser | null> {
  return take<SearchUser | null>(keyOf(SEARCH_USER_PAGE.kind, session, [userId])) ?? SEARCH_USER_PAGE.read(session, [userId]);
}

/** The template editor's read: proxy.ts's for this document, or a fresh one. */
export function readTemplate(session: Session, id: number): Promise<SearchTemplate | null> {
  return take<SearchTemplate | null>(keyOf(TEMPLATE_PAGE.kind, session, [id])) ?? TEMPLATE_PAGE.read(session, [id]);
}

/** The exclusive-listing form's read: proxy.ts's for this document, or a fresh one. */
export function readPocket(session: Session, listingKey: string): Promise<PocketListing | null> {
  return take<PocketListing | null>(keyOf('pocket', session, [listingKey])) ?? getPocket(session, listingKey);
}
