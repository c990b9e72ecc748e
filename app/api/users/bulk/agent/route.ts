// POST /api/users/bulk/agent — give the selected users (or every user matching the list's filters) one agent (admin)
import { NextResponse } from 'next/server';
import type { BulkResponse } from '@/lib/users/answers';
import { canFilterByAgent, USER_MSG } from '@/lib/users/rules';
import { BulkAgentInput } from '@/lib/users/schema';
import { guarded } from '@/server/http';
import { bulkTargetIds, changeAgents } from '@/server/users';

export const POST = guarded({ action: 'users.bulkAgent', body: BulkAgentInput }, async ({ session, viewer, body, audit }) => {
  const ids = await bulkTargetIds(session, body.target, canFilterByAgent(viewer));
  audit.target = { kind: 'agent', ids: [String(body.agent_id)], label: null };
  const { changed } = await changeAgents(session, ids, body.agent_id);
  audit.summary = `Moved ${changed} ${changed === 1 ? 'user' : 'users'} to agent #${body.agent_id}`;
  return NextResponse.json<BulkResponse>({ updated: changed, message: USER_MSG.agentsUpdated });
});
