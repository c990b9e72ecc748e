import { z } from 'zod';
import { AGENT_IMPORT_MAX_ROWS, AGENT_IMPORT_ROW_RULES, newAgentRules } from '@/lib/agents/check';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/**
 * The agents list's zod schemas, for the route handlers (the copy that counts). Client components
 * import lib/agents/check.ts instead, which holds the rules these are built from.
 */

export {
  AGENT_CSV_MAX_BYTES,
  AGENT_IMPORT_MAX_ROWS,
  AGENT_MSG,
  type CsvPreview,
  type CsvPreviewRow,
  type NewAgent,
  type NewAgentInput,
} from '@/lib/agents/check';

/** The new-agent form (see newAgentRules). */
export function newAgentSchema(opts: { officeRequired: boolean }) {
  return fieldsSchema(newAgentRules(opts));
}

/** The brokerage's order: every agent id, first to last, each once. */
export const AgentOrderInput = z.object({
  order: z
    .array(z.number().int().positive())
    .min(1, 'The order is empty')
    .max(AGENT_IMPORT_MAX_ROWS)
    .refine((ids) => new Set(ids).size === ids.length, 'An agent appears twice in the order'),
});
export type AgentOrderInput = z.infer<typeof AgentOrderInput>;

/** One previewed CSV row to import. */
export const AgentImportRow = fieldsSchema(AGENT_IMPORT_ROW_RULES);

export const AgentImportInput = z.object({
  rows: z.array(AgentImportRow).min(1, 'There are no rows to import').max(AGENT_IMPORT_MAX_ROWS),
});
export type AgentImportInput = z.infer<typeof AgentImportInput>;
