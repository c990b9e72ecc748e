// POST /api/agents/order — save the brokerage's agent order (every agent id, first to last)
import { NextResponse } from 'next/server';
import { AgentOrderInput } from '@/lib/validation/agents';
import { saveAgentOrder } from '@/server/agents';
import { legacyGuarded, readJson } from '@/server/http';

// 20,000 ids of up to 9 digits with their commas.
const MAX_ORDER_BYTES = 250_000;

export const POST = legacyGuarded({ action: 'agents.order' }, async (req, { session }) => {
  const input = await readJson(req, AgentOrderInput, MAX_ORDER_BYTES);
  if (input instanceof NextResponse) return input;
  await saveAgentOrder(session, input.order);
  return NextResponse.json({ ok: true });
});
