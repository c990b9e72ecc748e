import { z } from 'zod';
import { endpoint, Ok } from './endpoint';

/**
 * Ending a session. The dashboard keeps no server-side state beyond its sealed cookie (it scales
 * out), so revoking a session lives upstream: each sign-in issues its own api key, and this call
 * retires the caller's one. A copy of the old cookie is then refused with 401 on every call.
 */
export const logout = endpoint({
  name: 'logout',
  method: 'POST',
  path: '/logout',
  summary:
    "Sign out: the upstream revokes the caller's api key, so an old copy of the session can no longer call anything (401). " +
    'A key that was not issued by a sign-in (a stable per-account key) is left as it is. Always answers ok for a valid key.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({}),
  response: Ok,
});
