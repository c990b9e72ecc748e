// POST /api/favorites-lists/{listId}/share — share a list that is not shared now with the selected users
import { NextResponse } from 'next/server';
import type { RecipientsAddedResponse } from '@/lib/api/favorites-lists';
import { FAV_MSG } from '@/lib/favorites-lists';
import { ListParams, RecipientsInput } from '@/lib/validation/favorites-lists';
import { shareList } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'favorites.share', params: ListParams, body: RecipientsInput }, async ({ session, params, body }) => {
  const { added } = await shareList(session, params.listId, body);
  return NextResponse.json<RecipientsAddedResponse>({ ok: true, added, message: FAV_MSG.shared(added) });
});
