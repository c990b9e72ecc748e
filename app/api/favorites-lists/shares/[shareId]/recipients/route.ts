// POST /api/favorites-lists/shares/{shareId}/recipients — add the selected users to a list's share
import { NextResponse } from 'next/server';
import type { RecipientsAddedResponse } from '@/lib/favorites-lists/answers';
import { FAV_MSG } from '@/lib/favorites-lists/rules';
import { RecipientsInput, ShareParams } from '@/lib/favorites-lists/schema';
import { addRecipients } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const POST = guarded(
  { action: 'favorites.share', params: ShareParams, body: RecipientsInput, notFound: FAV_MSG.shareNotFound },
  async ({ session, params, body }) => {
    const { added } = await addRecipients(session, params.shareId, body);
    return NextResponse.json<RecipientsAddedResponse>({ ok: true, added, message: FAV_MSG.added(added) });
  },
);
