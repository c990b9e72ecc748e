// GET /api/agents/{agentId}/move — preview a move of the agent's users; POST — move the next batch (then delete or deactivate)
import { NextResponse } from 'next/server';
import type { MovePreview, MoveStep } from '@/lib/agent-move/answers';
import { MOVE_MSG } from '@/lib/agent-move/rules';
import { MoveInput, MovePreviewQuery } from '@/lib/agent-move/schema';
import { AGENT_NOT_FOUND, AgentParams } from '@/lib/agent-profile/schema';
import { sentenceOf } from '@/lib/audit/sentences';
import { departingAgent, moveStep, previewMove } from '@/server/agent-move';
import { actorOf, recordEvent } from '@/server/audit/record';
import { guarded } from '@/server/http';

export const GET = guarded(
  { action: 'agents.movePreview', params: AgentParams, notFound: AGENT_NOT_FOUND, query: MovePreviewQuery },
  // An agent the caller cannot see (another brokerage's, outside a manager's offices, none) is a 404, not 0 users.
  async ({ session, params, query }) =>
    NextResponse.json<MovePreview>(await previewMove(session, await departingAgent(session, params.agentId), query)),
);

export const POST = guarded(
  { action: 'agents.moveUsers', params: AgentParams, notFound: AGENT_NOT_FOUND, body: MoveInput },
  async ({ req, session, viewer, params, body, audit }) => {
    const agent = await departingAgent(session, params.agentId);
    const target = { kind: 'agent', ids: [String(agent.id)], label: agent.displayName };
    audit.target = target;
    const step = await moveStep(session, viewer, agent, body, (moved) => {
      audit.summary = `${MOVE_MSG.moved(moved)} of ${agent.displayName} before the move stopped`;
    });
    audit.summary = step.sentence;
    // The deletion is an agent deleted as well as users moved: filtering /audit by agents.delete finds it.
    if (step.done && body.then === 'delete') {
      recordEvent({
        req,
        stackId: session.stackId,
        actor: actorOf(session),
        action: 'agents.delete',
        summary: sentenceOf('agents.delete', target),
        target,
        status: 200,
      });
    }
    return NextResponse.json<MoveStep>({ moved: step.moved, left: step.left, done: step.done, message: step.message });
  },
);
