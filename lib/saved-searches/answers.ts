import type { PreviewProperty, Suggestion, TemplateRow } from '@/lib/saved-searches/rules';

/**
 * What the saved-search and template route handlers answer (errors are the one envelope). Client
 * components import these types; app/api/saved-searches/**, app/api/search-templates/** and
 * app/api/search-listings/** build them.
 */

/** POST /api/saved-searches (201): the new search, the preview of its matches (last week, 5 miles) and the toast's text. */
export type SavedSearchCreated = { id: number; preview: PreviewProperty[]; message: string };
/** POST /api/saved-searches/{id}, DELETE /api/saved-searches/{id}, POST …/send. */
export type SavedSearchChanged = { id: number; message: string };
/** POST /api/search-templates (201) and POST /api/search-templates/{id}; DELETE. */
export type TemplateChanged = { id: number; message: string };
/** POST /api/search-templates/{id}/shared: the row as it now is. */
export type TemplateShared = { template: TemplateRow; message: string };
/** GET /api/search-listings/points: the app's listings for the editor's map, a GeoJSON FeatureCollection. */
export const LISTING_POINTS_URL = '/api/search-listings/points';
export type ListingPoints = {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { status: string; price: number };
    geometry: { type: 'Point'; coordinates: [number, number] };
  }[];
};
/** POST /api/search-listings/count. */
export type MatchCount = { count: number };
/** GET /api/search-listings/suggest?q=. */
export type Suggestions = { suggestions: Suggestion[] };
