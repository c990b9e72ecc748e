// POST /api/agents/order — save the brokerage's agent order (every agent id, first to last)
import { NextResponse } from 'next/server';
import { AgentOrderInput } from '@/lib/agents/schema';
import { saveAgentOrder } from '@/server/agents';
import { guarded } from '@/server/http';

// 20,000 ids of up to 9 digits with their commas.
const MAX_ORDER_BYTES = 250_000;

export const POST = guarded({ action: 'agents.order', body: AgentOrderInput, maxBytes: MAX_ORDER_BYTES }, async ({ session, body }) => {
  await saveAgentOrder(session, body.order);
  return NextResponse.json({ ok: true });
});
