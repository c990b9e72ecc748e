// POST /api/favorites-lists/{listId}/share — share a list that is not shared now with the selected users
import { NextResponse } from 'next/server';
import type { RecipientsAddedResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG } from '@/lib/favorites-lists/rules';
import { ListParams, RecipientsInput } from '@/lib/favorites-lists/schema';
import { shareList } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'favorites.share', params: ListParams, body: RecipientsInput }, async ({ session, params, body }) => {
  const { added } = await shareList(session, params.listId, body);
  return NextResponse.json<RecipientsAddedResponse>({ ok: true, added, message: FAV_MSG.shared(added) });
});
