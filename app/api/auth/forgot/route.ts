// POST /api/auth/forgot — ask the upstream to send a password-reset email
import { NextResponse } from 'next/server';
import { ForgotInput } from '@/lib/validation/auth';
import { errorJson, readJson, sameOrigin, toErrorResponse } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

export async function POST(req: Request) {
  if (!sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
  try {
    const input = await readJson(req, ForgotInput);
    const answer = await call(auth.forgotPassword, input, null);
    return NextResponse.json({ message: answer.message });
  } catch (err) {
    return toErrorResponse(err, 'auth.forgot');
  }
}
