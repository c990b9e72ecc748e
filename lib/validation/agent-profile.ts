import { z } from 'zod';
import { AGENT_PASSWORD_RULES, AGENT_PROFILE_RULES } from '@/lib/validation/agent-profile-check';
import { RouteId } from '@/lib/validation/route-params';
import { fieldsSchema } from '@/lib/validation/rules-zod';

/**
 * The agent edit screen's zod schemas, for the route handlers (the copy that counts). Client
 * components import lib/validation/agent-profile-check.ts instead, which holds the rules these are
 * built from.
 */

export {
  AGENT_MSG,
  BIO_MAX,
  parseId,
  PASSWORD_MIN,
  PHOTO_MAX_BYTES,
  PHOTO_MSG,
  PHOTO_TYPES,
  PROFILE_SAVE_DELAY_MS,
  type AgentProfileValues,
} from '@/lib/validation/agent-profile-check';

/** The agent edit form (see AGENT_PROFILE_RULES). */
export const AgentProfileInput = fieldsSchema(AGENT_PROFILE_RULES);
export type AgentProfileInput = z.output<typeof AgentProfileInput>;

export const PinInput = z.object({ pinned: z.boolean() });

/** /api/agents/{agentId}/…: the agent's id. */
export const AgentParams = z.object({ agentId: RouteId });
export const AGENT_NOT_FOUND = 'Agent not found.';

export const AgentPasswordInput = fieldsSchema(AGENT_PASSWORD_RULES);

/** The first message of each field, for showing under the controls. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
