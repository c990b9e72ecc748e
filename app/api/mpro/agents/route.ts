// GET /api/mpro/agents?q=&offset= — search agents by name or email for the Mortgage Pro agent level (admin)
import { NextResponse } from 'next/server';
import { AgentSearchQuery } from '@/lib/validation/mortgage-pro';
import { errorJson, legacyGuarded } from '@/server/http';
import { searchAgents } from '@/server/mortgage-pro';

export const GET = legacyGuarded({ action: 'mpro.searchAgents' }, async (req, { session }) => {
  const url = new URL(req.url);
  const query = AgentSearchQuery.safeParse({ q: url.searchParams.get('q') ?? '', offset: url.searchParams.get('offset') ?? undefined });
  if (!query.success) return errorJson(400, 'Type at least 2 characters to search.');
  const page = await searchAgents(session, query.data.q, query.data.offset);
  return NextResponse.json(page, { headers: { 'Cache-Control': 'no-store' } });
});
