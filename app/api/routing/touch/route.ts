// POST /api/routing/touch — a tap on Call, Text or E-mail, sent before the phone's app opens
import { NextResponse } from 'next/server';
import { TouchInput } from '@/lib/routing/lead-schema';
import { guarded } from '@/server/http';
import { touchOwnLead } from '@/server/routing/leads';

const VERBS = { call: 'Called', text: 'Texted', email: 'E-mailed' } as const;

export const POST = guarded({ action: 'routing.touch', body: TouchInput }, async ({ session, body, audit }) => {
  const lead = await touchOwnLead(session, body.userId, body.touch);
  audit.target = { kind: 'user', ids: [String(body.userId)], label: lead?.user_name ?? null };
  audit.summary = lead ? `${VERBS[body.touch]} lead ${lead.user_name}: the lead is theirs` : `${VERBS[body.touch]} user #${body.userId}`;
  return NextResponse.json({ ok: true, touched: lead !== null });
});
