// POST /api/user-detail/{userId}/notes — save the agent notes on the user (admins and agents)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/api/user-detail';
import { USER_MSG } from '@/lib/user-detail';
import { NotesInput, UserParams } from '@/lib/validation/user-detail';
import { guarded } from '@/server/http';
import { saveAgentNotes } from '@/server/user-detail';

export const POST = guarded({ action: 'userDetail.notes', params: UserParams, body: NotesInput }, async ({ session, params, body }) => {
  await saveAgentNotes(session, params.userId, body.notes);
  return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.notesSaved });
});
