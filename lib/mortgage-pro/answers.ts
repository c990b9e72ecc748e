/**
 * What the Mortgage Pro route handlers answer, declared once (handlers `satisfies` these; the
 * client passes them to the mutation hook and getJson).
 */

/** A Mortgage Pro as the screen shows it. */
export type MortgageProProfile = {
  displayName: string;
  email: string;
  phone: string;
  web: string;
  company: string;
  licenseNumber: string;
  photo: string | null;
};

/** An agent found by the Mortgage Pro agent search. */
export type AgentChoice = { id: number; name: string; email: string; photo: string | null };

/** GET /api/mpro/agents?q=&offset=: one page of the search. */
export type AgentSearchPage = { agents: AgentChoice[]; total: number; offset: number };

/** POST /api/mpro: the level's Mortgage Pro as saved (null when the upstream gives none back). */
export type MortgageProSaved = { mpro: MortgageProProfile | null; message: string };

/** DELETE /api/mpro. */
export type MortgageProDeleted = { ok: true; message: string };

/** POST /api/mpro/settings: 'Allow agents to set their own Mortgage Pro' after the change. */
export type MortgageProSettingSaved = { enabled: boolean; message: string };
