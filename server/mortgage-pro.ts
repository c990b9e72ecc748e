import 'server-only';
import type { Viewer } from '@/lib/access';
import { GENERIC_ERROR } from '@/lib/messages';
import { AGENT_SEARCH_PAGE, type MortgageProInput, type MortgageProLevel, type MortgageProValues } from '@/lib/mortgage-pro/schema';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, mortgagePro, type MortgagePro } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';
import type { AgentChoice, AgentSearchPage, MortgageProProfile } from '@/lib/mortgage-pro/answers';

/** An agent that already has their own Mortgage Pro (the admin's quick pick). */
export type MproAgent = { id: number; name: string; email: string; mproName: string };

// Shapes the route handlers answer are declared once in lib/mortgage-pro/answers.ts, for the client to share.
export type { AgentChoice, AgentSearchPage, MortgageProProfile };

export function toMortgageProProfile(m: MortgagePro): MortgageProProfile {
  return {
    displayName: m.display_name,
    email: m.email,
    phone: m.phone ?? '',
    web: m.web ?? '',
    company: m.company ?? '',
    licenseNumber: m.license.licenseNumber,
    photo: m.photo,
  };
}

/** The form's starting values (the photo has its own card). */
export function mortgageProValues(m: MortgageProProfile): MortgageProValues {
  const { photo: _photo, ...values } = m;
  return values;
}

/** The upstream's level fields: none for the app, office_id or agent_id. */
export function levelFields(level: MortgageProLevel): { office_id?: number; agent_id?: number } {
  if (level.kind === 'office') return { office_id: level.officeId };
  if (level.kind === 'agent') return { agent_id: level.agentId };
  return {};
}

/**
 * An agent with permission edits only their own Mortgage Pro: whatever level is asked for, a
 * non-admin gets the agent level with their own id (the upstream enforces it too).
 */
export function levelFor(viewer: Viewer, session: Session, asked: MortgageProLevel | null): MortgageProLevel | null {
  if (viewer.role !== 'admin') return { kind: 'agent', agentId: session.user.id };
  return asked;
}

export async function getMortgagePro(session: Session, level: MortgageProLevel): Promise<MortgageProProfile | null> {
  const { mpro } = await call(mortgagePro.getMpro, levelFields(level), callerOf(session));
  return mpro ? toMortgageProProfile(mpro) : null;
}

const orNull = (value: string) => (value === '' ? null : value);

export function mortgageProPayload(level: MortgageProLevel, input: MortgageProInput) {
  return {
    ...levelFields(level),
    display_name: input.displayName,
    email: input.email,
    phone: orNull(input.phone),
    web: orNull(input.web),
    company: orNull(input.company),
    license: { licenseNumber: input.licenseNumber },
  };
}

/**
 * A change the upstream failed on its side (5xx) reads 'An error occurred' (the spec shows no text for
 * Mortgage Pro): its own error page may carry internals. Its refusals (4xx) say why, so they pass.
 */
async function changing<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status >= 500) {
      throw new UpstreamError(GENERIC_ERROR, err.kind, err.status, err.endpoint, err.withKey);
    }
    throw err;
  }
}

export async function saveMortgagePro(
  session: Session,
  level: MortgageProLevel,
  input: MortgageProInput,
): Promise<MortgageProProfile | null> {
  const { mpro } = await changing(call(mortgagePro.saveMpro, mortgageProPayload(level, input), callerOf(session)));
  return mpro ? toMortgageProProfile(mpro) : null;
}

export async function deleteMortgagePro(session: Session, level: MortgageProLevel): Promise<void> {
  await changing(call(mortgagePro.saveMpro, { ...levelFields(level), delete: true }, callerOf(session)));
}

/** The photo call's kind and target: the app has no target id. */
function photoTarget(level: MortgageProLevel) {
  if (level.kind === 'office') return { kind: 'office' as const, target_id: level.officeId };
  if (level.kind === 'agent') return { kind: 'agent' as const, target_id: level.agentId };
  return { kind: 'app' as const };
}

export async function setMortgageProPhoto(session: Session, level: MortgageProLevel, file: File): Promise<{ photo: string | null }> {
  return changing(call(mortgagePro.mproAvatar, photoTarget(level), callerOf(session), { files: { file } }));
}

export async function deleteMortgageProPhoto(session: Session, level: MortgageProLevel): Promise<{ photo: string | null }> {
  return changing(call(mortgagePro.mproAvatar, { ...photoTarget(level), delete: '1' }, callerOf(session)));
}

export async function listMproAgents(session: Session): Promise<MproAgent[]> {
  const { agents: list } = await call(mortgagePro.mproAgents, {}, callerOf(session));
  return list.map((a) => ({ id: a.id, name: a.name, email: a.email, mproName: a.mpro_name }));
}

/** Agents by name or email, a page of 20 (the spec's Mortgage Pro agent search). */
export async function searchAgents(session: Session, q: string, offset: number): Promise<AgentSearchPage> {
  const page = await call(agents.listAgents, { q, limit: AGENT_SEARCH_PAGE, offset }, callerOf(session));
  return {
    agents: page.agents.map((a) => ({ id: a.id, name: a.display_name, email: a.email, photo: a.photo })),
    total: page.total,
    offset,
  };
}

/** Name and email of the agent whose level is shown, or null when the upstream does not know them. */
export async function agentLabel(session: Session, agentId: number): Promise<{ name: string; email: string } | null> {
  try {
    const agent = await call(agents.getProfile, { id: agentId }, callerOf(session));
    return { name: agent.display_name, email: agent.email };
  } catch {
    return null;
  }
}

export async function getAllowAgents(session: Session): Promise<boolean> {
  return (await call(mortgagePro.getMproAgentSetting, {}, callerOf(session))).enabled;
}

export async function setAllowAgents(session: Session, enabled: boolean): Promise<boolean> {
  return (await changing(call(mortgagePro.saveMproAgentSetting, { enabled }, callerOf(session)))).enabled;
}

/**
 * The level a request may act on: an agent's own, or for an admin the one asked for, an office
 * level only while offices are enabled. Any other is refused with a thrown 400 HttpError.
 */
export function allowedLevel(viewer: Viewer, session: Session, asked: MortgageProLevel | null): MortgageProLevel {
  const level = levelFor(viewer, session, asked);
  if (!level) throw new HttpError(400, 'Choose an office or an agent first.');
  if (level.kind === 'office' && viewer.toggles.officesEnabled !== true) throw new HttpError(400, 'Offices are not enabled for this app.');
  return level;
}
