import type { ShowingView } from '@/lib/showings/rules';

/** The answer of accept, counter and cancel: the showing as it now is, and the toast's text. */
export type ShowingChanged = { showing: ShowingView; message: string };
/** GET /api/showings/{id}/calendar: the calendar file's link, opened in a new tab. */
export type ShowingCalendar = { url: string };
/** GET /api/showings/users?q=: up to 10 of the agent's users for the user filter. */
export type ShowingUsers = { users: { id: number; name: string; email: string }[] };
