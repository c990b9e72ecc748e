// POST /api/user-detail/{userId}/field — save one of the user's name, email or phone (inline edit)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { FIELD_SAVED } from '@/lib/user-detail/rules';
import { FieldInput, UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { saveUserField } from '@/server/user-detail';

export const POST = guarded(
  { action: 'userDetail.editProfile', params: UserParams, body: FieldInput },
  async ({ session, params, body }) => {
    await saveUserField(session, params.userId, body);
    return NextResponse.json<UserChanged>({ ok: true, message: FIELD_SAVED[body.field] });
  },
);
