/**
 * The users list: its URL state, its row, and its rules, pure so the page,
 * the route handlers and the unit tests share one reading.
 */
import { allowed, type Viewer } from '@/lib/access';
import { defineListQuery, positiveIdFilter, textFilter } from '@/lib/list-query';
import type { SearchParamsInput } from '@/lib/paging';

/** The spec's page sizes (no 'all': the list may hold 100,000 users). */
export const USER_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_USER_PAGE_SIZE = 10;

/** The spec's sort codes: '' (no parameter) is last login, most recent first. */
export const USER_SORT_CODES = ['l', 'j', 'a', 'z'] as const;
export type UserSortCode = (typeof USER_SORT_CODES)[number];

export const USER_SORT_OPTIONS: readonly { value: UserSortCode | ''; label: string }[] = [
  { value: '', label: 'Last login (recent first)' },
  { value: 'l', label: 'Last login (oldest first)' },
  { value: 'j', label: 'Joined (newest first)' },
  { value: 'a', label: 'Name A–Z' },
  { value: 'z', label: 'Name Z–A' },
];

export const USER_SEARCH_MAX = 200;
/** Tag keys as the upstream stores them, and as the open house links send them (kiosk, kiosk-agent). */
export const TAG_KEY_PATTERN = /^[\p{L}\p{N} _.'&-]{1,100}$/u;

/** The list's URL state: offset, limit, sort, q, agent and tag. */
export const USER_LIST = defineListQuery({
  sorts: USER_SORT_OPTIONS,
  pageSizes: USER_PAGE_SIZES,
  defaultPageSize: DEFAULT_USER_PAGE_SIZE,
  searchMax: USER_SEARCH_MAX,
  filters: { agent: positiveIdFilter(), tag: textFilter({ max: 100, pattern: TAG_KEY_PATTERN }) },
});

export type UsersQuery = ReturnType<typeof USER_LIST.parse>;

/** The query for this viewer: the agent filter counts only for those who may use it (admins). */
export function parseUsersQuery(input: SearchParamsInput | undefined, viewer: Viewer): UsersQuery {
  const query = USER_LIST.parse(input);
  return { ...query, agent: canFilterByAgent(viewer) ? query.agent : null };
}

/** The agent filter is the admin's. */
export function canFilterByAgent(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

/** A 'Create Search' link when saved searches are on, never for a manager. */
export function offersCreateSearch(viewer: Viewer): boolean {
  return viewer.toggles.agentSavedSearchEnabled === true && viewer.role !== 'manager';
}

/** The CSV download is the admin's, with the userExportEnabled toggle. */
export function offersCsvDownload(viewer: Viewer): boolean {
  return allowed(viewer, 'users.csvDownload');
}

/** Rows show this many tags, then '+N more'. */
export const TAGS_SHOWN = 3;

export interface UserTag {
  id: number;
  /** The key (users?tag=...). */
  key: string;
  name: string;
  color: string;
}

export interface UserListRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  agentId: number | null;
  agentName: string | null;
  /** Unix seconds; null when the user never signed in. */
  lastLogin: number | null;
  joined: number;
  active: boolean;
  tags: UserTag[];
}

/** The tags a row shows and how many more it carries. */
export function visibleTags(tags: readonly UserTag[]): { shown: UserTag[]; more: number } {
  return { shown: tags.slice(0, TAGS_SHOWN), more: Math.max(0, tags.length - TAGS_SHOWN) };
}

/** The spec's texts for the list, bulk update, new user and CSV import, verbatim. */
export const USER_MSG = {
  created: 'New user created',
  imported: 'Users imported successfully.',
  agentsUpdated: 'Agents updated',
  agentsFailed: 'Error updating agents',
  tagsUpdated: 'Tags updated',
  tagsFailed: 'Error updating tags',
  noCsvFile: 'Please select a CSV file.',
  csvProcessing: 'Error processing file',
  csvTooLarge: (name: string) => `File ${name} is larger than 10MB. Please select a smaller file.`,
  /** Not in the spec: the server does not know the file's name before reading it. */
  csvTooLargeServer: 'The file is larger than 10MB. Please select a smaller file.',
  /** Not in the spec: the file's content is not text/CSV. */
  notCsv: 'The file does not look like a CSV file. Please select a CSV file.',
  /** Not in the spec: the importer cannot tell which column holds what. */
  mapColumns: 'Choose which columns hold the name and the email.',
} as const;

/** Agent searches start at 3 characters, after a 500 ms pause. */
export const AGENT_SEARCH_MIN = 3;
export const AGENT_SEARCH_DEBOUNCE_MS = 500;

/** Most users one bulk change reaches ('every user matching' included). */
export const BULK_MAX_USERS = 10_000;
