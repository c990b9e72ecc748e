import { AGENT, type TestApi } from '../helpers';
import type { Sample } from '../sample';

/** The demo agent's showings by state, read from the seeded database (agent@acme.test). */
function pick(t: TestApi, where: string): { id: number; offerId: number; date: string } {
  const row = t
    .db()
    .prepare(
      `SELECT s.id, o.id AS offerId, o.proposed_dates FROM showings s JOIN users a ON a.id = s.agent_id
       JOIN showing_offers o ON o.id = (SELECT MAX(id) FROM showing_offers WHERE showing_id = s.id)
       WHERE a.email = 'agent@acme.test' AND ${where} ORDER BY s.id DESC LIMIT 1`,
    )
    .get() as { id: number; offerId: number; proposed_dates: string };
  return { id: row.id, offerId: row.offerId, date: (JSON.parse(row.proposed_dates) as string[])[0]! };
}
const FUTURE = "(s.booked_datetime IS NULL OR s.booked_datetime > datetime('now'))";

/** Valid input for each showings endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listShowings: [
    { as: AGENT, mode: 'agent', input: { page: 1, per_page: 25, time_filter: 'current' } },
    { as: AGENT, mode: 'agent', input: { page: 1, per_page: 50, time_filter: 'past', status: 'booked' } },
  ],
  getShowing: [{ as: AGENT, mode: 'agent', input: (t) => ({ id: pick(t, '1').id }) }],
  acceptShowing: [
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => {
        const s = pick(t, "s.status = 'pending' AND o.user_id = s.user_id");
        return { showing_id: s.id, offer_id: s.offerId, selected_datetime: s.date };
      },
    },
  ],
  counterShowing: [
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => ({
        showing_id: pick(t, `s.status = 'booked' AND ${FUTURE}`).id,
        dates: ['2031-05-04 17:30:00'],
        message: 'Could we move it?',
      }),
    },
  ],
  cancelShowing: [
    { as: AGENT, mode: 'agent', input: (t) => ({ showing_id: pick(t, "s.status = 'pending'").id, reason: 'Cancelled by agent' }) },
  ],
  showingIcalToken: [{ as: AGENT, mode: 'agent', input: (t) => ({ id: pick(t, `s.status = 'booked' AND ${FUTURE}`).id }) }],
};
