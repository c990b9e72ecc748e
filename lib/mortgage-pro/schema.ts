import { z } from 'zod';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { AGENT_SEARCH_MIN, levelOf, MORTGAGE_PRO_RULES, parseLevelSelection } from '@/lib/mortgage-pro/check';

/**
 * Mortgage Pro's zod schemas, for the route handlers (the copy that counts). Client components
 * import lib/mortgage-pro/check.ts instead, which holds the rules these are built from.
 */

export {
  AGENT_SEARCH_DEBOUNCE_MS,
  AGENT_SEARCH_MIN,
  AGENT_SEARCH_PAGE,
  COMPANY_MAX,
  EMPTY_MORTGAGE_PRO,
  levelOf,
  levelQuery,
  MPRO_LEVELS,
  MPRO_MSG,
  parseLevelSelection,
  type LevelSelection,
  type MortgageProLevel,
  type MortgageProLevelKind,
  type MortgageProValues,
} from '@/lib/mortgage-pro/check';

const Id = z.number().int().positive();

export const MortgageProLevelInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('app') }),
  z.object({ kind: z.literal('office'), officeId: Id }),
  z.object({ kind: z.literal('agent'), agentId: Id }),
]);

/** The Mortgage Pro form (see MORTGAGE_PRO_RULES). */
export const MortgageProInput = fieldsSchema(MORTGAGE_PRO_RULES);
export type MortgageProInput = z.output<typeof MortgageProInput>;

export const SaveMortgageProInput = z.object({ level: MortgageProLevelInput, mpro: MortgageProInput });
export const DeleteMortgageProInput = z.object({ level: MortgageProLevelInput });
export const AllowAgentsInput = z.object({ enabled: z.boolean() });

const AGENT_SEARCH_SHORT = `Type at least ${AGENT_SEARCH_MIN} characters to search.`;

/** The agent search's query string: q of at least 2 characters and an offset in pages of 20. */
export const AgentSearchQuery = z.object({
  q: z.string({ error: AGENT_SEARCH_SHORT }).trim().min(AGENT_SEARCH_MIN, AGENT_SEARCH_SHORT).max(200),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The level a photo upload acts on travels in its query string (?level=&office=&agent=), as the body is the image itself. */
export const LevelQuery = z
  .object({ level: z.string().optional(), office: z.string().optional(), agent: z.string().optional() })
  .transform((q) => levelOf(parseLevelSelection(q)));
