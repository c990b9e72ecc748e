/**
 * What the sign-in and session route handlers answer, declared once (handlers `satisfies` these;
 * the client passes them to postJson and the mutation hook).
 */

/** One app an email belongs to, for the chooser shown when several match. */
export type AppChoice = { stack_id: string; name: string; icon: string };

/** POST /api/auth/login: where to go once signed in, or the apps to choose from. */
export type LoginAnswer = { redirect: string; apps?: undefined } | { apps: AppChoice[]; redirect?: undefined };

/** POST /api/auth/forgot: the text to show, whether or not the address is known. */
export type ForgotAnswer = { message: string };

/** POST /api/session/mode: the view now in force. */
export type ViewSwitched = { managerMode: boolean };
