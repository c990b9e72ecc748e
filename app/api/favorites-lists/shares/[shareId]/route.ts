// DELETE /api/favorites-lists/shares/{shareId} — stop sharing a list, for good
import { NextResponse } from 'next/server';
import type { FavoritesChangeResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG } from '@/lib/favorites-lists/rules';
import { ShareParams } from '@/lib/favorites-lists/schema';
import { revokeShare } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const DELETE = guarded(
  { action: 'favorites.revoke', params: ShareParams, notFound: FAV_MSG.shareNotFound },
  async ({ session, params }) => {
    await revokeShare(session, params.shareId);
    return NextResponse.json<FavoritesChangeResponse>({ ok: true, message: FAV_MSG.stopped });
  },
);
