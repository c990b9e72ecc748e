// GET /api/alerts/recipients?q=&office= — end users to notify (the send form's user search)
import { NextResponse } from 'next/server';
import type { RecipientsResponse } from '@/lib/alerts/answers';
import { RecipientQuery } from '@/lib/alerts/schema';
import { searchRecipients } from '@/server/alerts';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'alerts.searchRecipients', query: RecipientQuery }, async ({ session, query }) => {
  const users = await searchRecipients(session, query.q, query.office);
  return NextResponse.json<RecipientsResponse>({ users });
});
