import type { CsvPreview } from '@/lib/agents/check';
import type { AgentListRow } from '@/lib/agents/rules';

/**
 * What the agents list's route handlers answer, declared once: the handlers `satisfies` these and
 * the client passes them to the mutation hook and the JSON helpers. Errors are always the envelope.
 */

/** GET /api/agents: a page of the list, with the offset and limit it was read with. */
export interface AgentListPage {
  agents: AgentListRow[];
  /** Agents matching the search and filter, across all pages. */
  total: number;
  offset: number;
  limit: number;
}

/** POST /api/agents (201): the new agent's id. */
export type AgentCreated = { id: number };

/** POST /api/agents/order. */
export type AgentOrderSaved = { ok: true };

/** POST /api/agents/csv/preview: the rows that can and cannot be imported. */
export type AgentCsvPreview = CsvPreview;

/** POST /api/agents/csv/import. */
export type AgentsImported = { created: number };
