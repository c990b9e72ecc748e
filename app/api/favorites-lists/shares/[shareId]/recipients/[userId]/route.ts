// DELETE /api/favorites-lists/shares/{shareId}/recipients/{userId} — take one user from a list's share
import { NextResponse } from 'next/server';
import type { FavoritesChangeResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG } from '@/lib/favorites-lists/rules';
import { RecipientParams } from '@/lib/favorites-lists/schema';
import { removeRecipient } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const DELETE = guarded({ action: 'favorites.removeRecipient', params: RecipientParams }, async ({ session, params }) => {
  await removeRecipient(session, params.shareId, params.userId);
  return NextResponse.json<FavoritesChangeResponse>({ ok: true, message: FAV_MSG.recipientRemoved });
});
