import { z } from 'zod';
import { AGENT_PASSWORD_RULES, AGENT_PROFILE_RULES } from '@/lib/agent-profile/check';
import { RouteId } from '@/lib/forms/route-params';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/**
 * The agent edit screen's zod schemas, for the route handlers (the copy that counts). Client
 * components import lib/agent-profile/check.ts instead, which holds the rules these are
 * built from.
 */

export { AGENT_MSG, BIO_MAX, PASSWORD_MIN, PROFILE_SAVE_DELAY_MS, type AgentProfileValues } from '@/lib/agent-profile/check';

/** The agent edit form (see AGENT_PROFILE_RULES). */
export const AgentProfileInput = fieldsSchema(AGENT_PROFILE_RULES);
export type AgentProfileInput = z.output<typeof AgentProfileInput>;

export const PinInput = z.object({ pinned: z.boolean() });

/** /api/agents/{agentId}/…: the agent's id. */
export const AgentParams = z.object({ agentId: RouteId });
export const AGENT_NOT_FOUND = 'Agent not found.';

export const AgentPasswordInput = fieldsSchema(AGENT_PASSWORD_RULES);
