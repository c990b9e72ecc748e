// PUT /api/routing/hours — set one office's hours (the brokerage's when no office), or make it follow the brokerage's
import { NextResponse } from 'next/server';
import type { HoursSaved } from '@/lib/routing/answers';
import { BROKERAGE_OFFICE, ROUTING_MSG } from '@/lib/routing/rules';
import { HoursInput } from '@/lib/routing/schema';
import { guarded } from '@/server/http';
import { saveHours } from '@/server/routing/config';
import { routingScope } from '@/server/routing/scope';

export const PUT = guarded({ action: 'routing.hoursSave', body: HoursInput }, async ({ session, viewer, body, audit }) => {
  const { offices } = await routingScope(session, viewer);
  const name = body.officeId === BROKERAGE_OFFICE ? ROUTING_MSG.brokerage : (offices.find((o) => o.id === body.officeId)?.name ?? null);
  audit.target = { kind: 'office', ids: [String(body.officeId)], label: name };
  const hours = await saveHours(session, body.officeId, body.hours);
  return NextResponse.json<HoursSaved>({
    officeId: body.officeId,
    hours,
    message: hours ? ROUTING_MSG.hoursSaved : ROUTING_MSG.hoursReset,
  });
});
