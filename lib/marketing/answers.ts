/** POST /api/marketing/events: the event was counted. */
export type MarketingEventLogged = { ok: true };
