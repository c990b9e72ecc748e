// POST /api/chat/bot-message — save the new-user bot message (admins)
import { NextResponse } from 'next/server';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import type { BotMessageResponse } from '@/lib/chat/answers';
import { CHAT_MSG } from '@/lib/chat/rules';
import { BotMessageInput } from '@/lib/chat/schema';
import { saveBotMessage } from '@/server/chat';
import { screenFairHousing } from '@/server/fair-housing';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'chat.botMessage', body: BotMessageInput }, async ({ session, body }) => {
  const fairHousing = await screenFairHousing(session, { message: body.message });
  await saveBotMessage(session, body.message);
  return NextResponse.json<BotMessageResponse & FairHousingAnswer>({ ok: true, message: CHAT_MSG.botSaved, fairHousing });
});
