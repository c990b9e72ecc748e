import type { z } from 'zod';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { PROFILE_RULES } from '@/lib/profile/check';

/** POST /api/profile's schema (the copy that counts), built from lib/profile/check.ts's rules. */
export const ProfileInput = fieldsSchema(PROFILE_RULES);
export type ProfileInput = z.output<typeof ProfileInput>;
