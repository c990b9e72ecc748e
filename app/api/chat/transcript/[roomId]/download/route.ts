// GET /api/chat/transcript/{roomId}/download — one room's transcript as a text file (an export: recorded in the audit log)
import { CHAT_MSG, transcriptFileName } from '@/lib/chat/rules';
import { RoomParams } from '@/lib/chat/schema';
import { getTranscript } from '@/server/chat';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'chat.transcriptDownload', params: RoomParams, notFound: CHAT_MSG.transcriptFailed }, async ({ session, params, audit }) => {
  const transcript = await getTranscript(session, params.roomId);
  audit.target = { kind: 'chatRoom', ids: [params.roomId], label: params.roomId };
  return new Response(transcript, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      // A new random number each time (document 2, §5): two downloads never overwrite each other.
      'Content-Disposition': `attachment; filename="${transcriptFileName(params.roomId)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
