import { allowed, can, type Viewer } from '@/lib/access';
import type { ActivityType } from '@/lib/home/rules';
import { GENERIC_ERROR } from '@/lib/messages';
import type { Tag } from '@/lib/tags/rules';

/**
 * The user detail page's rules: its own shapes, the spec's
 * texts verbatim, and which card and action each viewer gets. Pure and zod-free: the page, the
 * client components and the route handlers all ask here.
 */

export const USER_MSG = {
  nameUpdated: 'Name updated',
  emailUpdated: 'Email updated',
  phoneUpdated: 'Phone updated',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Enter a valid phone number',
  chooseOffice: 'Choose an office for the manager',
  promotedManager: 'User was promoted to manager',
  promotedAgent: 'User was promoted to agent',
  generic: GENERIC_ERROR,
  changeAgentError: 'Error changing agent',
  notesSaved: 'Agent notes saved',
  notesError: 'Error saving',
  activated: 'User was activated',
  deactivated: 'User was deactivated',
  upgradeRequired: 'Upgrade required',
  upgradeText: 'Contact support to enable all dashboard features.',
  contactSupport: 'Contact support',
  noData: 'No data',
  // Chosen (the spec gives none):
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  tooLong: (max: number) => `At most ${max} characters`,
  agentChanged: 'Agent changed',
  tagAdded: 'Tag added',
  tagRemoved: 'Tag removed',
  tagCreated: 'Tag created',
  confirmManager: (name: string) => `Promote ${name} to manager of the chosen office?`,
  confirmAgent: (name: string) => `Promote ${name} to agent? They get an agent account with the same email.`,
  confirmInactive: (name: string) => `Make ${name} inactive? They will not be able to sign in to the app.`,
  confirmActive: (name: string) => `Make ${name} active again?`,
  openFullDashboard: 'Open full dashboard',
  restrictedHidden: 'User data is hidden in restricted mode.',
  // Chosen: restricted mode hides who the user is; the page names them by their id alone.
  identityHidden: 'Name, email and phone are hidden in restricted mode.',
  anonymousName: (id: number) => `User ${id}`,
} as const;

/** The "None set" agent value. */
export const NO_AGENT = -1;

/** Agent search on this page: from 2 characters, debounced like the others (500 ms). */
export const AGENT_SEARCH_MIN = 2;
export const AGENT_SEARCH_DEBOUNCE_MS = 500;
export const AGENT_SEARCH_LIMIT = 10;

/** Free plan: the most-viewed preview shows 4 rows, blurred. */
export const BLURRED_ROWS = 4;

/** The activity filter, 'all' first. */
export const ACTIVITY_FILTERS = ['all', 'view', 'fav', 'note', 'share'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const ACTIVITY_FILTER_LABELS: Record<ActivityFilter, string> = {
  all: 'All',
  view: 'Views',
  fav: 'Favorites',
  note: 'Notes',
  share: 'Shares',
};

/** The query string's ?activity=, anything unknown read as 'all'. */
export function activityFilter(value: unknown): ActivityFilter {
  return typeof value === 'string' && (ACTIVITY_FILTERS as readonly string[]).includes(value) ? (value as ActivityFilter) : 'all';
}

/** The subtype sent to the stats call: none for 'all'. */
export function activitySubtype(filter: ActivityFilter): Exclude<ActivityType, 'open'> | undefined {
  return filter === 'all' ? undefined : filter;
}

export const USER_FIELDS = ['display_name', 'email', 'phone'] as const;
export type UserField = (typeof USER_FIELDS)[number];
export const FIELD_SAVED: Record<UserField, string> = {
  display_name: USER_MSG.nameUpdated,
  email: USER_MSG.emailUpdated,
  phone: USER_MSG.phoneUpdated,
};
export const FIELD_LABELS: Record<UserField, string> = { display_name: 'Name', email: 'Email', phone: 'Phone' };

/** The four kinds of user data, each an overview count opening a side panel. */
export const DATA_KINDS = ['fav', 'scheduled', 'notes', 'saved'] as const;
export type DataKind = (typeof DATA_KINDS)[number];
export const DATA_KIND_LABELS: Record<DataKind, string> = {
  fav: 'Favorites',
  scheduled: 'Scheduled viewings',
  notes: 'Notes',
  saved: 'Saved searches',
};

export type UserAgent = { id: number; name: string; photo: string | null };

/** A user as the page holds it (server/user-detail.ts reshapes the upstream's into this). */
export type UserDetail = {
  id: number;
  name: string;
  email: string;
  phone: string;
  photo: string | null;
  /** user: an end user only; agent, manager or admin: the same person also holds that dashboard account. */
  account: 'user' | 'agent' | 'manager' | 'admin';
  active: boolean;
  joinedAt: number;
  lastLoginAt: number | null;
  loginCount: number;
  agent: UserAgent | null;
  tags: Tag[];
  counts: Record<DataKind, number>;
  /** The one account never offered 'Make inactive'. */
  protected: boolean;
};

export type AgentChange = { at: number; from: string | null; to: string | null; by: string | null };

/** One row of a side panel. */
export type UserDataItem = {
  id: number | null;
  listingKey: string | null;
  photo: string | null;
  title: string;
  detail: string | null;
  status: string | null;
  at: number;
};

export type AgentNotes = { notes: string; updatedAt: number | null };

type Who = Pick<Viewer, 'role' | 'readOnly' | 'embedded' | 'toggles'>;

/** What one viewer sees and may do on one user's page. Each answer is the access table's action, plus the spec's conditions. */
export type UserDetailView = {
  editProfile: boolean;
  /** The Tags card (admins and agents); `editTags` adds and removes; `createTag` makes a new one. */
  tagsCard: boolean;
  editTags: boolean;
  createTag: boolean;
  promoteManager: boolean;
  promoteAgent: boolean;
  /** The Agent card; `changeAgent` and `history` are admin only. */
  agentCard: boolean;
  changeAgent: boolean;
  history: boolean;
  /** The Push Notifications card (built by the alerts area). */
  push: boolean;
  savedSearches: boolean;
  createSearch: boolean;
  /** Overview counts with side panels, recent activity and most viewed: hidden from admins in restricted mode. */
  userData: boolean;
  /** agentInsightsEnabled off: the 'Upgrade required' notice instead of activity and most viewed. */
  insights: boolean;
  notesCard: boolean;
  editNotes: boolean;
  activeToggle: boolean;
  /** Embedded in the CRM: a link to the full dashboard replaces the header. */
  embedded: boolean;
  /** The user's name, email, phone and photo: hidden from admins in restricted mode, as the users list is. */
  identity: boolean;
};

/**
 * Embedded mode hides the cards that act on the account rather than the lead (the spec says only
 * 'some cards'): promotions, make inactive, the Agent card and push. The CRM assigns agents itself.
 */
export function userDetailView(viewer: Viewer, user: Pick<UserDetail, 'account' | 'protected'>): UserDetailView {
  const v: Who = viewer;
  const embedded = v.embedded;
  const endUserOnly = user.account === 'user';
  const savedSearches = v.toggles.agentSavedSearchEnabled === true && v.role !== 'manager';
  return {
    editProfile: allowed(viewer, 'userDetail.editProfile'),
    tagsCard: can.tags(viewer),
    editTags: allowed(viewer, 'userDetail.tags'),
    createTag: allowed(viewer, 'userDetail.tags') && allowed(viewer, 'tags.create'),
    promoteManager: !embedded && endUserOnly && v.toggles.officesEnabled === true && allowed(viewer, 'userDetail.promoteManager'),
    promoteAgent: !embedded && endUserOnly && allowed(viewer, 'userDetail.promoteAgent'),
    agentCard: !embedded,
    changeAgent: !embedded && allowed(viewer, 'userDetail.changeAgent'),
    history: !embedded && allowed(viewer, 'userDetail.history'),
    // The card sends to this user by name, which restricted mode hides (and the send refuses).
    push: !embedded && !v.readOnly && can.alerts(viewer) && can.userNames(viewer),
    savedSearches,
    createSearch: savedSearches && !v.readOnly,
    userData: allowed(viewer, 'userDetail.data'),
    insights: v.toggles.agentInsightsEnabled === true,
    notesCard: can.agentNotes(viewer),
    editNotes: allowed(viewer, 'userDetail.notes'),
    activeToggle: !embedded && !user.protected && allowed(viewer, 'userDetail.active'),
    embedded,
    identity: can.userNames(viewer),
  };
}

/** How a page names an end user: 'User {id}' where restricted mode hides their name from this viewer, as the users list does. */
export function userLabel(viewer: Viewer, user: { id: number; name: string }): string {
  return can.userNames(viewer) ? user.name : USER_MSG.anonymousName(user.id);
}

/**
 * The user as the page may show them: in restricted mode without name, email, phone and photo, so
 * that no title, card or client component's props (the RSC payload) can carry them.
 */
export function shownUser<T extends Pick<UserDetail, 'id' | 'name' | 'email' | 'phone' | 'photo'>>(
  view: Pick<UserDetailView, 'identity'>,
  user: T,
): T {
  return view.identity ? user : { ...user, name: USER_MSG.anonymousName(user.id), email: '', phone: '', photo: null };
}

/** Where the saved-search editor lives (another area's screen). */
export const savedSearchHref = (userId: number, searchId?: number) =>
  searchId === undefined ? `/users/${userId}/agentsavedsearch` : `/users/${userId}/agentsavedsearch/${searchId}`;
