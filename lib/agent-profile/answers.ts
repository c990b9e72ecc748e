/**
 * What the agent edit screen's route handlers answer, declared once (handlers `satisfies` these;
 * the client passes them to the mutation hook). `message` is the spec's text for the toast.
 */

/** The agent edit screen's agent, in the app's own words (components never see the upstream shape). */
export type AgentProfile = {
  id: number;
  displayName: string;
  email: string;
  officeId: number | null;
  officeName: string | null;
  crmEmail: string;
  phone: string;
  web: string;
  bio: string;
  license: { display: string; number: string; prefix: string };
  active: boolean;
  brokerageName: string;
  photo: string | null;
  pinned: boolean;
  selfProvisioned: boolean;
  /** A self-provisioned agent's canceled subscription: the deactivation date (unix seconds), or null. */
  canceled: { deactivatesAt: number | null } | null;
};

/** POST /api/agents/{agentId}: the saved profile. */
export type AgentProfileSaved = { agent: AgentProfile; message: string };

/** DELETE /api/agents/{agentId}, POST …/password, POST …/resend-email. */
export type AgentActionDone = { ok: true; message: string };

/** POST /api/agents/{agentId}/pin: the agent's pin state after the change. */
export type AgentPinned = { pinned: boolean; message: string };

/** POST and DELETE /api/agents/{agentId}/photo (and /api/mpro/photo): the photo's address, or null once deleted. */
export type PhotoSaved = { photo: string | null; message: string };
