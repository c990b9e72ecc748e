import type { z } from 'zod';
import { PROFILE_RULES } from '@/lib/validation/profile-check';
import { fieldsSchema } from '@/lib/validation/rules-zod';

/** POST /api/profile's schema (the copy that counts), built from lib/validation/profile-check.ts's rules. */
export const ProfileInput = fieldsSchema(PROFILE_RULES);
export type ProfileInput = z.output<typeof ProfileInput>;
