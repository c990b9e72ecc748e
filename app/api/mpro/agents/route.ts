// GET /api/mpro/agents?q=&offset= — search agents by name or email for the Mortgage Pro agent level (admin)
import { NextResponse } from 'next/server';
import { AgentSearchQuery } from '@/lib/mortgage-pro/schema';
import { guarded } from '@/server/http';
import { searchAgents } from '@/server/mortgage-pro';

export const GET = guarded({ action: 'mpro.searchAgents', query: AgentSearchQuery }, async ({ session, query }) => {
  const page = await searchAgents(session, query.q, query.offset);
  return NextResponse.json(page);
});
