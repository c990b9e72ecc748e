// GET /api/auth/restore — key restore (/login?api_key=…&ro=1, rewritten here by proxy.ts); the key leaves the address bar
import { openSession } from '@/server/auth';
import { redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

export async function GET(req: Request) {
  const url = new URL(req.url);
  const apiKey = url.searchParams.get('api_key')?.trim() ?? '';
  const readOnly = url.searchParams.get('ro') === '1';
  const to = (path: string) => redirectTo(req, path);
  if (!apiKey || apiKey.length > 200) return to('/login?restore=failed');
  try {
    const answer = await call(auth.loginToken, { api_key: apiKey, ro: readOnly }, null);
    await openSession(apiKey, answer.user, answer.app, { readOnly });
    return to('/');
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'network') return to('/login?restore=unreachable');
    return to('/login?restore=failed');
  }
}
