import { z } from 'zod';

/** A listing key as it may appear in /api/listings/{listingKey}, the contract's own bounds. */
export const ListingKeyParam = z.string().trim().min(1).max(100);

/** /api/listings/{listingKey}. */
export const ListingParams = z.object({ listingKey: ListingKeyParam });
export const LISTING_NOT_FOUND = 'Listing not found';
