// POST /api/auth/forgot — ask the upstream to send a password-reset email
import { NextResponse } from 'next/server';
import { ForgotInput } from '@/lib/validation/auth';
import { publicRoute } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

export const POST = publicRoute({ body: ForgotInput }, async ({ body }) => {
  const answer = await call(auth.forgotPassword, body, null);
  return NextResponse.json({ message: answer.message });
});
