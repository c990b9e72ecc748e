/** POST /api/openhouse's answer: the message as saved (trimmed) and the toast's text. */
export type KioskMessageSaved = { ok: true; kioskMessage: string; message: string };
