// POST /api/openhouse — save the signed-in agent's open house kiosk message (agents, not read-only)
import { NextResponse } from 'next/server';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import type { KioskMessageSaved } from '@/lib/openhouse/answers';
import { OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';
import { KioskMessageInput } from '@/lib/openhouse/schema';
import { screenFairHousing } from '@/server/fair-housing';
import { guarded } from '@/server/http';
import { saveKioskMessage } from '@/server/openhouse';

export const POST = guarded({ action: 'openHouse.save', body: KioskMessageInput }, async ({ session, body }) => {
  const fairHousing = await screenFairHousing(session, { message: body.message });
  const kioskMessage = await saveKioskMessage(session, body.message);
  return NextResponse.json<KioskMessageSaved & FairHousingAnswer>({ ok: true, kioskMessage, message: OPEN_HOUSE_MSG.saved, fairHousing });
});
