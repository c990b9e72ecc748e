/** The sign-up route handler's answer: the new agent's guid and the payment link (payment_url with agent_{guid}). */
export type SignupAnswer = { ok: true; guid: string; paymentUrl: string; message: string };
