// GET /api/auth/restore — key restore (/login?api_key=…&ro=1, rewritten here by proxy.ts); the key leaves the address bar
import { RestoreQuery } from '@/lib/validation/auth';
import { openSession } from '@/server/auth';
import { publicRoute, redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

export const GET = publicRoute(
  {
    query: RestoreQuery,
    // A missing or refused key, or any failure: the sign-in page says which.
    failure: (err) => redirectTo(err instanceof UpstreamError && err.kind === 'network' ? '/login?restore=unreachable' : '/login?restore=failed'),
  },
  async ({ query }) => {
    const readOnly = query.ro === '1';
    const answer = await call(auth.loginToken, { api_key: query.api_key, ro: readOnly }, null);
    await openSession(query.api_key, answer.user, answer.app, { readOnly });
    return redirectTo('/');
  },
);
