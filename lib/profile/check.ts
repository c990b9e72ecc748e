import { BIO_MAX } from '@/lib/agent-profile/check';
import {
  checkFields,
  emailRule,
  FIELD_MSG,
  optionalText,
  requiredText,
  type Checked,
  type FieldRules,
  type Given,
} from '@/lib/forms/rules';

/**
 * The agent's own profile, without zod: the client's check and the
 * data the route handler's schema (lib/profile/schema.ts) is built from.
 */

export const PROFILE_MSG = {
  saved: 'Profile has been saved',
  failed: 'Error saving profile',
  /** Not in the spec: why some fields cannot be changed on the one template variant. */
  locked: 'Your brokerage manages these details: ask your admin to change them.',
} as const;

/** The spec's limit of each social link. */
export const SOCIAL_MAX = 255;

/** The six social links, in the form's order, with their upstream fields. */
export const SOCIALS = [
  { key: 'socialFacebook', field: 'social_facebook', label: 'Facebook' },
  { key: 'socialInstagram', field: 'social_instagram', label: 'Instagram' },
  { key: 'socialLinkedin', field: 'social_linkedin', label: 'LinkedIn' },
  { key: 'socialTwitter', field: 'social_twitter', label: 'X (Twitter)' },
  { key: 'socialYoutube', field: 'social_youtube', label: 'YouTube' },
  { key: 'socialTiktok', field: 'social_tiktok', label: 'TikTok' },
] as const;
export type SocialKey = (typeof SOCIALS)[number]['key'];

const social = optionalText(SOCIAL_MAX);

export const PROFILE_RULES = {
  displayName: requiredText(200),
  email: emailRule(),
  mlsEmail: optionalText(254),
  phone: optionalText(50),
  web: optionalText(500),
  bio: { kind: 'text', trim: false, max: { length: BIO_MAX, message: FIELD_MSG.tooLong(BIO_MAX) }, optional: 'empty' },
  licenseDisplay: optionalText(100),
  licenseNumber: optionalText(100),
  licensePrefix: optionalText(100),
  socialFacebook: social,
  socialInstagram: social,
  socialLinkedin: social,
  socialTwitter: social,
  socialYoutube: social,
  socialTiktok: social,
} as const satisfies FieldRules;
export type ProfileInput = Checked<typeof PROFILE_RULES>;
export type ProfileValues = { -readonly [K in keyof typeof PROFILE_RULES]: string };

/** On the one template variant these are the brokerage's: shown read-only and never sent. */
export const LOCKED_ON_TEMPLATE = [
  'displayName',
  'email',
  'phone',
  'web',
  'licenseDisplay',
  'licenseNumber',
  'licensePrefix',
  'mlsEmail',
] as const satisfies readonly (keyof ProfileValues)[];

export function checkProfile(input: Given<typeof PROFILE_RULES>) {
  return checkFields(PROFILE_RULES, input);
}
