import { z } from 'zod';
import { NUMBER_MSG, POCKET_LIMITS, PROPERTY_TYPE_RE } from '@/lib/pocket/check';
import { POCKET_KEY, POCKET_MSG, POCKET_PHOTOS_MAX } from '@/lib/pocket/rules';
import { webUrl } from '@/lib/web-url';

/**
 * The exclusive-listing route handlers' schemas (the copies that count): the same answers as
 * lib/pocket/check.ts's checkPocket gives the browser (tests/unit/pocket.test.ts holds
 * them together).
 */
const Key = z.string().trim().regex(POCKET_KEY, POCKET_MSG.notFound);
const short = z.string().trim().max(POCKET_LIMITS.short, NUMBER_MSG.tooLong(POCKET_LIMITS.short));
const long = z.string().trim().max(POCKET_LIMITS.long, NUMBER_MSG.tooLong(POCKET_LIMITS.long));
const required = (max: number) => z.string().trim().min(1, POCKET_MSG.required).max(max, NUMBER_MSG.tooLong(max));
const whole = (max: number) =>
  z.number().int(NUMBER_MSG.whole(max)).min(0, NUMBER_MSG.whole(max)).max(max, NUMBER_MSG.whole(max)).nullable();

export const PocketInput = z.strictObject({
  listingKey: Key.optional(),
  address: required(POCKET_LIMITS.short),
  hideAddress: z.boolean(),
  city: required(POCKET_LIMITS.short),
  state: z.string().trim().max(50),
  zip: required(POCKET_LIMITS.zip),
  price: z.number({ error: POCKET_MSG.required }).positive(NUMBER_MSG.price).max(POCKET_LIMITS.price, NUMBER_MSG.price),
  listingDate: z.iso.date(POCKET_MSG.listingDate),
  propertyType: z.string().regex(PROPERTY_TYPE_RE, POCKET_MSG.propertyType),
  status: z.enum(['active', 'pending', 'closed'], POCKET_MSG.status),
  active: z.union([z.literal(0), z.literal(1)], POCKET_MSG.active),
  beds: whole(99),
  baths: z
    .number()
    .min(0, NUMBER_MSG.baths)
    .max(99, NUMBER_MSG.baths)
    .refine((n) => Number.isInteger(n * 2), NUMBER_MSG.baths)
    .nullable(),
  sqft: whole(1_000_000),
  lotSize: whole(100_000_000),
  garages: whole(99),
  yearBuilt: z
    .number()
    .int()
    .min(1700, NUMBER_MSG.year(new Date().getUTCFullYear() + 3))
    .max(new Date().getUTCFullYear() + 3)
    .nullable(),
  publicRemarks: long,
  additionalRemarks: long,
  privateRemarks: long.optional(),
  mlsId: short,
  listAgent: short,
  license: short,
  company: short,
  disclaimer: long,
  lat: z
    .number()
    .min(-90, NUMBER_MSG.lat)
    .max(90, NUMBER_MSG.lat)
    .refine((n) => n !== 0, POCKET_MSG.location),
  lng: z
    .number()
    .min(-180, NUMBER_MSG.lng)
    .max(180, NUMBER_MSG.lng)
    .refine((n) => n !== 0, POCKET_MSG.location),
  photos: z
    .array(
      z
        .string()
        .max(2000)
        .refine((u) => webUrl(u) !== null, 'A photo is an http(s) address'),
    )
    .max(POCKET_PHOTOS_MAX, POCKET_MSG.photosFull(POCKET_PHOTOS_MAX)),
});
export type PocketInput = z.output<typeof PocketInput>;

export const PocketParams = z.object({ listingId: Key });
export const PocketKeyInput = z.strictObject({ key: Key });

/** GET /api/pocket/geocode: the address parts (address, city and zip needed). */
export const GeocodeQuery = z.object({
  address: z.string().trim().min(1, POCKET_MSG.geocodeMissing).max(POCKET_LIMITS.short),
  city: z.string().trim().min(1, POCKET_MSG.geocodeMissing).max(POCKET_LIMITS.short),
  state: z.string().trim().max(50).default(''),
  zip: z.string().trim().min(1, POCKET_MSG.geocodeMissing).max(POCKET_LIMITS.zip),
});
