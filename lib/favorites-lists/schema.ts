import { z } from 'zod';
import { idParams } from '@/lib/forms/route-params';
import { RECIPIENT_EMAIL_MAX } from '@/lib/favorites-lists/check';
import { FAV_MSG, USER_SEARCH_MAX_LENGTH, USER_SEARCH_MAX_RESULTS, USER_SEARCH_MIN } from '@/lib/favorites-lists/rules';
import { CONTRACT_EMAIL_PATTERN } from '@/lib/forms/rules';

/**
 * The Favorites lists route handlers' zod schemas (the copy that counts), built from the limits and messages
 * of lib/favorites-lists/check.ts, which the browser runs.
 */

const User = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  email: z.string().max(RECIPIENT_EMAIL_MAX).regex(CONTRACT_EMAIL_PATTERN),
});

/** Share a list, or add users to its share: the selected users. */
export const RecipientsInput = z.object({
  users: z
    .array(User, { error: FAV_MSG.selectOne })
    .min(1, FAV_MSG.selectOne)
    .max(USER_SEARCH_MAX_RESULTS, FAV_MSG.tooMany(USER_SEARCH_MAX_RESULTS)),
});
export type RecipientsInput = z.output<typeof RecipientsInput>;

/** GET /api/favorites-lists/users?q=: the search text. */
export const UserSearchQuery = z.object({
  q: z
    .string({ error: FAV_MSG.searchHint })
    .trim()
    .min(USER_SEARCH_MIN, FAV_MSG.searchHint)
    .max(USER_SEARCH_MAX_LENGTH, FAV_MSG.searchHint),
});

export const ListParams = idParams('listId');
export const ShareParams = idParams('shareId');
export const RecipientParams = idParams('shareId', 'userId');
