// POST /api/auth/forgot — ask the upstream to send a password-reset email
import { NextResponse } from 'next/server';
import { ForgotInput } from '@/lib/auth/schema';
import { publicRoute } from '@/server/http';
import { countAttempt, resetLimits } from '@/server/limits/attempts';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

export const POST = publicRoute({ body: ForgotInput }, async ({ req, body }) => {
  // Every request mails someone: counted per email and per address before the upstream hears it.
  await countAttempt(resetLimits(), req, body.email);
  const answer = await call(auth.forgotPassword, body, null);
  return NextResponse.json({ message: answer.message });
});
