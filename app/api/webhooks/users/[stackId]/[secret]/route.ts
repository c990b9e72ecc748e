// POST /api/webhooks/users/:stackId/:secret — the upstream's user webhook: a hint that lead routing reads a user
import { NextResponse } from 'next/server';
import { HttpError, sameOrigin, toErrorResponse } from '@/server/http';
import { metrics } from '@/server/metrics';
import { receiveUserWebhook } from '@/server/routing/webhook';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ stackId: string; secret: string }> };

/**
 * Server to server: no session and no Origin (the upstream sends none). A request that carries a
 * foreign Origin comes from a browser on another site and is refused like any cross-site mutation.
 */
export async function POST(req: Request, { params }: Params): Promise<Response> {
  let res: Response;
  try {
    if (req.headers.get('origin') !== null && !sameOrigin(req)) throw new HttpError(403, 'Cross-site request refused.');
    const { stackId, secret } = await params;
    const outcome = await receiveUserWebhook(req, stackId, secret);
    metrics()?.routingWebhooks.inc({ outcome });
    res = NextResponse.json({ ok: true, outcome });
  } catch (err) {
    metrics()?.routingWebhooks.inc({ outcome: 'refused' });
    res = await toErrorResponse(err, '/api/webhooks/users');
  }
  res.headers.set('Cache-Control', 'no-store');
  return res;
}
