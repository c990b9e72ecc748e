import 'server-only';
import { AGENT_SORT_CODES, type AgentListRow, type AgentSortCode, type AgentsQuery } from '@/lib/agents/rules';
import type { CsvPreview, NewAgent } from '@/lib/agents/schema';
import { callerOf } from '@/server/upstream/caller';
import type { Session } from '@/server/session';
import { call, stream } from '@/server/upstream/client';
import { agents as calls, type AgentRow as UpstreamAgentRow } from '@/server/upstream/contract';

// lib/agents/rules.ts repeats the contract's sort codes (lib may not import server/): each list must fit the other.
const _contractFitsLib: readonly AgentSortCode[] = calls.AGENT_SORTS;
const _libFitsContract: readonly (typeof calls.AGENT_SORTS)[number][] = AGENT_SORT_CODES;

export interface AgentList {
  agents: AgentListRow[];
  /** Agents matching the search and filter, across all pages. */
  total: number;
}

export function toAgentListRow(row: UpstreamAgentRow): AgentListRow {
  return {
    id: row.id,
    name: row.display_name.trim() || row.email,
    email: row.email,
    phone: row.phone?.trim() || null,
    photo: row.photo?.trim() || null,
    officeName: row.office?.trim() || null,
    users: Math.max(0, row.total_users),
    active: row.active === 1,
    pinned: row.priority > 0,
    setupComplete: row.login_count > 2,
  };
}

/** A page of agents (all of them with limit 0) for the list's query. */
export async function listAgents(session: Session, query: AgentsQuery): Promise<AgentList> {
  const answer = await call(
    calls.listAgents,
    {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort || undefined,
      q: query.q || undefined,
      office_id: query.office ?? undefined,
    },
    callerOf(session),
  );
  return { agents: answer.agents.map(toAgentListRow), total: answer.total };
}

/** Saves the brokerage's agent order: every agent id, first to last. */
export async function saveAgentOrder(session: Session, order: number[]): Promise<void> {
  await call(calls.orderAgents, { order }, callerOf(session));
}

export async function createAgent(session: Session, input: NewAgent): Promise<{ id: number }> {
  const { id } = await call(
    calls.createAgent,
    { name: input.name, email: input.email, password: input.password, phone: input.phone, office: input.office },
    callerOf(session),
  );
  return { id };
}

/** Uploads an agents CSV for preview: the rows that can be imported and those that cannot, with why. */
export async function previewAgentCsv(session: Session, file: Blob): Promise<CsvPreview> {
  const { data } = await call(calls.agentCsvPreview, {}, callerOf(session), { files: { file } });
  return {
    okRows: data.ok_rows.map(({ row, name, email }) => ({ row, name, email })),
    errorRows: data.error_rows.map(({ row, name, email, reason }) => ({ row, name, email, reason })),
  };
}

/** Imports previewed rows; answers how many agents were created. */
export async function publishAgents(session: Session, rows: { name: string; email: string }[]): Promise<{ created: number }> {
  const { created } = await call(calls.agentPublish, { rows }, callerOf(session));
  return { created };
}

/** Every agent as CSV: the upstream's response, its body unread, to stream through. */
export function agentsCsvStream(session: Session): Promise<Response> {
  return stream(calls.agentsCsv, {}, callerOf(session));
}
