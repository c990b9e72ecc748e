// GET /api/chat/transcript/{roomId}/download — one room's transcript as a text file (an export: recorded in the audit log)
import { CHAT_MSG, transcriptFileName } from '@/lib/chat/rules';
import { RoomParams } from '@/lib/chat/schema';
import { getTranscript } from '@/server/chat';
import { download } from '@/server/files/download';
import { guarded } from '@/server/http';

export const GET = guarded(
  { action: 'chat.transcriptDownload', params: RoomParams, notFound: CHAT_MSG.transcriptFailed },
  async ({ session, params, audit }) => {
    const transcript = await getTranscript(session, params.roomId);
    audit.target = { kind: 'chatRoom', ids: [params.roomId], label: params.roomId };
    // A plain text file, not a CSV, under a new random name each time so two downloads never overwrite each other.
    return download(transcript, transcriptFileName(params.roomId), 'text/plain; charset=utf-8');
  },
);
