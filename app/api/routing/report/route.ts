// GET /api/routing/report — the routing report of a period per agent (paged) and per office (a manager: their offices)
import { NextResponse } from 'next/server';
import type { ReportResponse } from '@/lib/routing/answers';
import { ReportQueryParams } from '@/lib/routing/schema';
import { guarded } from '@/server/http';
import { reportPage } from '@/server/routing/report';

export const GET = guarded({ action: 'routing.report', query: ReportQueryParams }, async ({ session, query }) => {
  return NextResponse.json<ReportResponse>(await reportPage(session, query));
});
