import type { ListingUser } from '@/lib/insights/rules';

/** GET /api/insights/listings/{listingKey}/users */
export type ListingUsersResponse = { users: ListingUser[] };
