import type { ProfileValues } from '@/lib/profile/check';

/** POST /api/profile's answer: the profile as saved and the toast. */
export type ProfileSaved = { ok: true; profile: ProfileValues; message: string };
