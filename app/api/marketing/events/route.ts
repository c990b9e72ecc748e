// POST /api/marketing/events — count a marketing analytics event (copying the web IDX embed code)
import { NextResponse } from 'next/server';
import type { MarketingEventLogged } from '@/lib/marketing/answers';
import { MarketingEventInput } from '@/lib/marketing/schema';
import { guarded } from '@/server/http';
import { logMarketingEvent } from '@/server/marketing';

export const POST = guarded({ action: 'marketing.event', body: MarketingEventInput }, async ({ session, body }) => {
  await logMarketingEvent(session, body.event);
  return NextResponse.json<MarketingEventLogged>({ ok: true });
});
