// POST /api/user-detail/{userId}/notes — save the agent notes on the user (admins and agents)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { NotesInput, UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { saveAgentNotes } from '@/server/user-detail';

export const POST = guarded({ action: 'userDetail.notes', params: UserParams, body: NotesInput }, async ({ session, params, body }) => {
  await saveAgentNotes(session, params.userId, body.notes);
  return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.notesSaved });
});
