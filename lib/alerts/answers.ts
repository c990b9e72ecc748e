/**
 * What the Push notifications route handlers answer (errors are the one envelope `{ error: { message } }`).
 * Client components import these types; app/api/alerts/** builds them.
 */

/** POST /api/alerts (201): the toast's text ('Alert sent', or 'Alert scheduled') and how many it reached. */
export type SendAlertResponse = { ok: true; id: number; recipients: number; message: string };

/** DELETE /api/alerts/scheduled/{alertId}. */
export type DeleteScheduledAlertResponse = { ok: true; message: string };

/** GET /api/alerts/recipients?q=&office=: end users to notify. */
export type RecipientOption = { id: number; name: string; email: string };
export type RecipientsResponse = { users: RecipientOption[] };

/** GET /api/alerts/listings?q=: listing suggestions (key and address). */
export type ListingOption = { key: string; address: string };
export type ListingSuggestionsResponse = { listings: ListingOption[] };
