// POST /api/provision/signup — a new agent signs up from a public sign-up link; answers the payment link (rate-limited per address, idempotent)
import { NextResponse } from 'next/server';
import type { SignupAnswer } from '@/lib/provision/answers';
import { PROVISION_MSG } from '@/lib/provision/rules';
import { SignupInput } from '@/lib/provision/schema';
import { publicRoute } from '@/server/http';
import { signUp } from '@/server/provision';

export const POST = publicRoute({ body: SignupInput }, async ({ req, body }) => {
  // publicRoute let only a same-site mutation through: the Origin is this dashboard's own.
  const origin = new URL(req.headers.get('origin') ?? req.url).origin;
  const { guid, paymentUrl } = await signUp(req, body, `${origin}/provision/complete`);
  return NextResponse.json<SignupAnswer>(
    { ok: true, guid, paymentUrl, message: PROVISION_MSG.saved },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
