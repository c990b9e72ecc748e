import { z } from 'zod';
import { idParams } from '@/lib/forms/route-params';
import { MAX_POINTS, MAX_REGIONS, MIN_POINTS, REGION_MSG, selfIntersects } from '@/lib/saved-searches/polygons';
import { DOM_OPTIONS, PROPERTY_TYPES, SORTS, STATUS_KEYS, STEPPER_MAX } from '@/lib/saved-searches/filters';
import { SEARCH_RULES } from '@/lib/saved-searches/check';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/**
 * The saved-search and template bodies' zod schemas (the copy that counts). Filters are the panel's
 * exact shape (lib/saved-searches/filters.ts): an unknown key anywhere is refused, as is a region that crosses
 * itself, a fourth region, or a region of more than 500 points.
 */

const Bound = z.number().int().nonnegative().max(1e12).nullable();
const Range = z.strictObject({ from: Bound, to: Bound });
const Status = z.strictObject(
  Object.fromEntries(STATUS_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof STATUS_KEYS)[number], z.ZodBoolean>,
);

export const FiltersInput = z.strictObject({
  status: Status,
  type: z.array(z.enum(PROPERTY_TYPES)).max(PROPERTY_TYPES.length),
  beds: z.number().int().min(1).max(STEPPER_MAX).nullable(),
  baths: z.number().int().min(1).max(STEPPER_MAX).nullable(),
  price: Range,
  dom: z.strictObject({ from: Bound, to: z.union([z.literal(null), ...DOM_OPTIONS.map((d) => z.literal(d))]) }),
  year_built: Range,
  sqft: Range,
  lot_size: Range,
  sort: z.enum(SORTS),
  reductions: z.boolean(),
  custom: z
    .record(z.string().regex(/^[a-z0-9_]{1,44}$/), z.boolean())
    .refine((c) => Object.keys(c).length <= 40, 'Too many custom filters'),
  no_hoa: z.boolean(),
});

const Lat = z.number().min(-90).max(90);
const Lng = z.number().min(-180).max(180);
export const RegionInput = z
  .array(z.tuple([Lng, Lat]))
  .min(MIN_POINTS, REGION_MSG.tooFew)
  .max(MAX_POINTS, REGION_MSG.tooMany)
  .refine((r) => !selfIntersects(r), REGION_MSG.selfIntersecting);

const Query = {
  filters: FiltersInput,
  regions: z.array(RegionInput).max(MAX_REGIONS, REGION_MSG.max),
  lat: Lat.nullable(),
  lng: Lng.nullable(),
};

/** The editor's body for a saved search or a template. */
export const SearchInput = fieldsSchema(SEARCH_RULES).and(z.object(Query));
export type SearchInput = z.output<typeof SearchInput>;

/** A saved search also names its end user. */
export const SavedSearchInput = SearchInput.and(z.object({ userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));
export type SavedSearchInput = z.output<typeof SavedSearchInput>;

/** The live count's body. */
export const CountInput = z.strictObject(Query);
export type CountInput = z.output<typeof CountInput>;

/** Send Now after a preview, and a delete: the search's user. */
export const SearchUserInput = z.strictObject({ userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const SearchParams = idParams('searchId');
export const TemplateParams = idParams('templateId');
export const SharedInput = z.strictObject({ shared: z.boolean() });
export const SuggestQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(100) });
/** DELETE /api/saved-searches/{id}?userId=: the search's user. */
export const SearchUserQuery = z.object({
  userId: z
    .string()
    .regex(/^[1-9]\d{0,11}$/)
    .transform(Number),
});
