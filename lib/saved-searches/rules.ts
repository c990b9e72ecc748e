import { allowed, type Viewer } from '@/lib/access';
import { dateFormat } from '@/lib/format';
import { defaultFilters, type Filters } from '@/lib/saved-searches/filters';
import type { Region } from '@/lib/saved-searches/polygons';

/**
 * Saved searches and search templates: the app's own types,
 * the spec's texts verbatim, and the rules a screen and a handler both need.
 */

export const SEARCH_MSG = {
  nameRequired: 'You must choose enter a name',
  confirmDelete: 'Are you sure you want to delete this search?',
  saved: 'Search was saved!',
  updated: 'Search was updated!',
  deleted: 'Search was deleted!',
  templateUpdated: 'Search Template was updated!',
  templateSent: 'Search Template was sent!',
  templateDeleted: 'Search was deleted!',
  errorPrefix: 'Error: ',
  copied: 'Link, code or URL copied to clipboard',
  sharedFailed: 'Failed to update shared status',
  sharedOn: 'Template shared successfully',
  sharedOff: 'Template unshared successfully',
  loadError: 'Unable to load data. An error occurred. Please try another link.',
  confirmApply: 'Replace all filters with this template?',
  sent: 'Search was sent!',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
} as const;

/** The preview: listings of the last week within 5 miles (earth radius 3959 miles). */
export const PREVIEW_MILES = 5;
export const PREVIEW_DAYS = 7;
export const EARTH_RADIUS_MILES = 3959;
/** How long the live count waits after the last change. */
export const COUNT_DEBOUNCE_MS = 250;

/** A saved search in a list (the short form). */
export type SavedSearchItem = { id: number; name: string; summary: string };

/** A saved search or a template as the editor holds it (the full form). */
export type SearchDraft = {
  name: string;
  lat: number | null;
  lng: number | null;
  filters: Filters;
  regions: Region[];
  notifyEmail: boolean;
  notifyPush: boolean;
};

export type SavedSearch = SearchDraft & { id: number; userId: number };

/** Where the editor's map opens: the draft's own place at the map's zoom, else the map's centre. */
export function draftCentre(draft: Pick<SearchDraft, 'lat' | 'lng'>, centre: { lat: number; lng: number; zoom: number }) {
  return draft.lat !== null && draft.lng !== null ? { lat: draft.lat, lng: draft.lng, zoom: centre.zoom } : centre;
}

/** What a new saved search or template starts from: no name, no place, the default filters, both notifications on. */
export function emptyDraft(): SearchDraft {
  return { name: '', lat: null, lng: null, filters: defaultFilters(), regions: [], notifyEmail: true, notifyPush: true };
}

/** The draft fields of a saved search or template, and nothing else (what an editor starts from). */
export function draftOf(record: SearchDraft): SearchDraft {
  const { name, lat, lng, filters, regions, notifyEmail, notifyPush } = record;
  return { name, lat, lng, filters, regions, notifyEmail, notifyPush };
}

export type SearchTemplate = SearchDraft & {
  id: number;
  created: number;
  link: string;
  agentName: string;
  agentPhoto: string | null;
  shared: boolean;
};

/** A row of the templates list, with what the viewer may do to it. */
export type TemplateRow = Omit<SearchTemplate, 'filters' | 'regions'> & {
  createdText: string;
  canEdit: boolean;
  canToggleShared: boolean;
  showAgent: boolean;
};

/** A listing suggestion (a city, zip, area or address), in the app's shape. */
export type Suggestion =
  | { kind: 'city'; label: string; lat: number | null; lng: number | null }
  | { kind: 'zip'; label: string; lat: number | null; lng: number | null }
  | { kind: 'area'; label: string; subName: string; lat: number; lng: number; regions: Region[] }
  | { kind: 'address'; label: string; listingKey: string; lat: number | null; lng: number | null };

/** A listing in the preview after a save. */
export type PreviewProperty = {
  listingKey: string;
  photo: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  beds: number | null;
  baths: number | null;
  buildingSize: number | null;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The templates' Created column: MMM D YYYY, in the brokerage's time zone. */
export function createdText(unix: number, timeZone = 'UTC'): string {
  const parts = dateFormat({ timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(unix * 1000));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return `${MONTHS[get('month') - 1] ?? ''} ${get('day')} ${get('year')}`;
}

/** Admins edit every template and toggle shared; agents edit unshared ones only (a Shared badge instead). */
export function canEditTemplate(viewer: Viewer, t: { shared: boolean }): boolean {
  if (!allowed(viewer, 'templates.edit')) return false;
  return viewer.role === 'admin' || !t.shared;
}

/** The templates' Agent and Shared columns are the admin's. */
export function showsTemplateAgents(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

export function templateRow(viewer: Viewer, t: SearchTemplate, timeZone?: string): TemplateRow {
  const { filters: _f, regions: _r, ...rest } = t;
  void _f;
  void _r;
  return {
    ...rest,
    createdText: createdText(t.created, timeZone),
    canEdit: canEditTemplate(viewer, t),
    canToggleShared: allowed(viewer, 'templates.share'),
    showAgent: showsTemplateAgents(viewer),
  };
}

/** 'Error: ' and the reason, for a failed save or delete. */
export function errorText(reason: string): string {
  return `${SEARCH_MSG.errorPrefix}${reason}`;
}

/** The live count's text: '214 homes match', '1 home matches'. */
export function matchText(n: number): string {
  return n === 1 ? '1 home matches' : `${n.toLocaleString('en-US')} homes match`;
}
