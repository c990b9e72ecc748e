import 'server-only';
import { HIDING_TEMPLATE, type Viewer } from '@/lib/access';
import { LOCKED_ON_TEMPLATE, PROFILE_MSG, SOCIALS, type ProfileInput, type ProfileValues } from '@/lib/profile/check';
import { callerOf } from '@/server/upstream/caller';
import { failedAs, HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, type Agent } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** The own profile as the form holds it: every text as a string ('' for none). */
export function profileValuesOf(a: Agent): ProfileValues {
  const values: ProfileValues = {
    displayName: a.display_name,
    email: a.email,
    mlsEmail: a.mls_email ?? '',
    phone: a.phone ?? '',
    web: a.web ?? '',
    bio: a.bio ?? '',
    licenseDisplay: a.license.licenseDisplay ?? '',
    licenseNumber: a.license.licenseNumber ?? '',
    licensePrefix: a.license.licensePrefix ?? '',
    socialFacebook: '',
    socialInstagram: '',
    socialLinkedin: '',
    socialTwitter: '',
    socialYoutube: '',
    socialTiktok: '',
  };
  for (const s of SOCIALS) values[s.key] = a[s.field] ?? '';
  return values;
}

/** The signed-in agent's own profile, with their photo. */
export async function getOwnProfile(session: Session): Promise<{ values: ProfileValues; photo: string | null }> {
  const agent = await call(agents.getProfile, { id: session.user.id }, callerOf(session));
  return { values: profileValuesOf(agent), photo: agent.photo };
}

export const locksFields = (viewer: Viewer) => viewer.template === HIDING_TEMPLATE;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Save the own profile. On the one template variant the brokerage's fields are neither taken from the
 * form nor changed: the current name and e-mail are sent back as they are (the upstream requires them)
 * and the other locked fields are left out. Any failure but an expired session is 'Error saving profile'.
 */
export async function saveOwnProfile(session: Session, viewer: Viewer, input: ProfileInput): Promise<ProfileValues> {
  try {
    const locked = locksFields(viewer);
    const current = locked ? await call(agents.getProfile, { id: session.user.id }, callerOf(session)) : null;
    const free = {
      bio: orNull(input.bio),
      ...Object.fromEntries(SOCIALS.map((s) => [s.field, orNull(input[s.key])])),
    };
    const payload = current
      ? { id: session.user.id, display_name: current.display_name, email: current.email, ...free }
      : {
          id: session.user.id,
          display_name: input.displayName,
          email: input.email,
          mls_email: orNull(input.mlsEmail),
          phone: orNull(input.phone),
          web: orNull(input.web),
          license: {
            licenseDisplay: orNull(input.licenseDisplay),
            licenseNumber: orNull(input.licenseNumber),
            licensePrefix: orNull(input.licensePrefix),
          },
          ...free,
        };
    return profileValuesOf(await call(agents.saveProfile, payload, callerOf(session)));
  } catch (err) {
    // The upstream's own refusal of a field (an e-mail another account has) says why; anything else is the spec's text.
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status === 409 && !err.sessionExpired)
      throw new HttpError(409, err.message);
    failedAs(err, PROFILE_MSG.failed);
  }
}

export { LOCKED_ON_TEMPLATE };
