// GET /api/chat/transcript/{roomId} — one room's transcript text
import { NextResponse } from 'next/server';
import type { TranscriptResponse } from '@/lib/chat/answers';
import { CHAT_MSG } from '@/lib/chat/rules';
import { RoomParams } from '@/lib/chat/schema';
import { getTranscript } from '@/server/chat';
import { guarded } from '@/server/http';

export const GET = guarded(
  { action: 'chat.read', params: RoomParams, notFound: CHAT_MSG.transcriptFailed },
  async ({ session, params }) => {
    const transcript = await getTranscript(session, params.roomId);
    return NextResponse.json<TranscriptResponse>({ roomId: params.roomId, transcript });
  },
);
