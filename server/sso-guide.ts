import 'server-only';
import { SETTINGS_MSG, ssoUrl } from '@/lib/settings/rules';
import { callerOf } from '@/server/upstream/caller';
import { config } from '@/server/config';
import { HttpError } from '@/server/http';
import { requestOrigin } from '@/server/request/origin';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { API_KEY_HEADER, auth } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** The guide's real values: the upstream's access-token endpoint and its header, and this dashboard's own /sso. */
export async function ssoGuideValues(): Promise<{ tokenEndpoint: string; header: string; dashboardOrigin: string }> {
  return {
    tokenEndpoint: `${config().upstreamUrl}${auth.accessToken.path}`,
    header: API_KEY_HEADER,
    dashboardOrigin: await requestOrigin(),
  };
}

/**
 * 'Try it': the guide's first step made for real for the signed-in admin (their own e-mail, the app's key),
 * answering step 2's address on this dashboard. The token is used at once in the admin's new tab.
 */
export async function trySso(session: Session, origin: string): Promise<string> {
  try {
    const { accessToken } = await call(auth.accessToken, { email: session.user.email }, callerOf(session));
    return ssoUrl(origin, session.user.email, accessToken);
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) throw err;
    throw new HttpError(502, SETTINGS_MSG.ssoFailed);
  }
}
