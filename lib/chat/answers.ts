/** What the Chat route handlers answer (errors are the one envelope `{ error: { message } }`). */

/** POST /api/chat/bot-message: the snackbar's text. */
export type BotMessageResponse = { ok: true; message: string };

/** GET /api/chat/transcript/{roomId}: the room's transcript text. */
export type TranscriptResponse = { roomId: string; transcript: string };
