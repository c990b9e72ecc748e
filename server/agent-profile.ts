import 'server-only';
import { can, type Viewer } from '@/lib/access';
import { AGENT_MSG, type AgentProfileInput, type AgentProfileValues } from '@/lib/agent-profile/schema';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, type Agent } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';
import type { AgentProfile } from '@/lib/agent-profile/answers';

// The shape is declared with the handlers' other answers, for the client to share.
export type { AgentProfile };

export function toAgentProfile(a: Agent): AgentProfile {
  return {
    id: a.id,
    displayName: a.display_name,
    email: a.email,
    officeId: a.office,
    officeName: a.office_name,
    crmEmail: a.crm_email ?? '',
    phone: a.phone ?? '',
    web: a.web ?? '',
    bio: a.bio ?? '',
    license: { display: a.license.licenseDisplay ?? '', number: a.license.licenseNumber ?? '', prefix: a.license.licensePrefix ?? '' },
    active: a.active === 1,
    brokerageName: a.brokerage_name ?? '',
    photo: a.photo,
    pinned: a.priority > 0,
    selfProvisioned: a.self_provisioned,
    canceled: a.self_provisioned && a.subscription_status === 'canceled' ? { deactivatesAt: a.subscription_cancel_at } : null,
  };
}

/**
 * The spec's failure text for an action. 'Unable to reach server.' stays (the spec's network
 * message) and so do status and kind, so an expired session still signs the visitor out.
 */
async function failingAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UpstreamError && err.kind !== 'network' && !err.sessionExpired) {
      throw new UpstreamError(message, err.kind, err.status, err.endpoint);
    }
    throw err;
  }
}

/** The agent, or null when the upstream does not know the id (or hides the agent from this manager). */
export async function getAgentProfile(session: Session, id: number): Promise<AgentProfile | null> {
  try {
    return toAgentProfile(await call(agents.getProfile, { id }, callerOf(session)));
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

const orNull = (value: string) => (value === '' ? null : value);

/** The upstream's profile payload: empty texts clear the field (null); absent optional fields are left alone. */
export function profilePayload(id: number, input: AgentProfileInput) {
  return {
    id,
    display_name: input.displayName,
    email: input.email,
    ...(input.officeId !== undefined ? { office: input.officeId } : {}),
    ...(input.crmEmail !== undefined ? { crm_email: orNull(input.crmEmail) } : {}),
    phone: orNull(input.phone),
    web: orNull(input.web),
    bio: orNull(input.bio),
    license: {
      licenseDisplay: orNull(input.licenseDisplay),
      licenseNumber: orNull(input.licenseNumber),
      licensePrefix: orNull(input.licensePrefix),
    },
    ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
    brokerage_name: orNull(input.brokerageName),
  };
}

export async function saveAgentProfile(session: Session, id: number, input: AgentProfileInput): Promise<AgentProfile> {
  return failingAs(AGENT_MSG.saveFailed, async () =>
    toAgentProfile(await call(agents.saveProfile, profilePayload(id, input), callerOf(session))),
  );
}

export async function pinAgent(session: Session, id: number, pinned: boolean): Promise<{ pinned: boolean }> {
  return failingAs(AGENT_MSG.pinFailed, async () => {
    const { priority } = await call(agents.pinAgent, { agent_id: id, type: pinned ? 'pin' : 'unpin' }, callerOf(session));
    return { pinned: priority > 0 };
  });
}

export async function setAgentPhoto(session: Session, id: number, file: File): Promise<{ photo: string | null }> {
  return failingAs(AGENT_MSG.failed, () => call(agents.avatar, { id }, callerOf(session), { files: { file } }));
}

export async function deleteAgentPhoto(session: Session, id: number): Promise<{ photo: string | null }> {
  return failingAs(AGENT_MSG.failed, () => call(agents.avatar, { id, delete: '1' }, callerOf(session)));
}

export async function deleteAgent(session: Session, id: number): Promise<void> {
  await failingAs(AGENT_MSG.failed, () => call(agents.deleteAgent, { id }, callerOf(session)));
}

export async function setAgentPassword(session: Session, id: number, password: string): Promise<void> {
  await failingAs(AGENT_MSG.passwordFailed, () => call(agents.agentPassword, { id, agent_password: password }, callerOf(session)));
}

export async function resendAgentEmail(session: Session, id: number): Promise<void> {
  await failingAs(AGENT_MSG.emailFailed, () => call(agents.resendAgentEmail, { id }, callerOf(session)));
}

/**
 * Gates in depth for delete, password and resend: the access table let an admin through; the
 * agent must also exist (404) and not be self-provisioned, and the template must not hide these
 * cards (403). Refusals are thrown as HttpError.
 */
export async function assertAccountAction(
  session: Session,
  viewer: Viewer,
  id: number,
  /** The action's failure text, for a failed look-up of the agent. */
  failure: string,
): Promise<AgentProfile> {
  const agent = await failingAs(failure, () => getAgentProfile(session, id));
  if (!agent) throw new HttpError(404, 'Agent not found.');
  if (!can.agentAccountCards(viewer, agent)) throw new HttpError(403, 'You do not have permission to do this.');
  return agent;
}

/** The edit form's starting values (every text as a string, the office as its id). */
export function profileValues(agent: AgentProfile): AgentProfileValues {
  return {
    displayName: agent.displayName,
    email: agent.email,
    officeId: agent.officeId,
    crmEmail: agent.crmEmail,
    phone: agent.phone,
    web: agent.web,
    bio: agent.bio,
    licenseDisplay: agent.license.display,
    licenseNumber: agent.license.number,
    licensePrefix: agent.license.prefix,
    active: agent.active,
    brokerageName: agent.brokerageName,
  };
}
