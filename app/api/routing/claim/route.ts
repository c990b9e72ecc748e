// POST /api/routing/claim — the agent claims a lead routed to them (or offered to their group)
import { NextResponse } from 'next/server';
import { ClaimInput } from '@/lib/routing/lead-schema';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { claimOwnLead } from '@/server/routing/leads';

export const POST = guarded({ action: 'routing.claim', body: ClaimInput }, async ({ session, body, audit }) => {
  audit.target = { kind: 'user', ids: [String(body.userId)], label: null };
  const lead = await claimOwnLead(session, body.userId);
  audit.target = { kind: 'user', ids: [String(body.userId)], label: lead.user_name };
  return NextResponse.json({ ok: true, message: ROUTING_MSG.claimed });
});
