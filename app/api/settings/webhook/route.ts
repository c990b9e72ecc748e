// POST /api/settings/webhook — the first webhook's URL (a public https address); refused when the app has several
import { NextResponse } from 'next/server';
import type { WebhookSaved } from '@/lib/settings/answers';
import { SETTINGS_MSG } from '@/lib/settings/rules';
import { WebhookInput } from '@/lib/settings/schema';
import { readActivitySoon } from '@/server/agent-alerts/poll';
import { guarded, HttpError } from '@/server/http';
import { getWebhooks, saveWebhook } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: WebhookInput }, async ({ session, body }) => {
  // With more than one hook the page offers no editor: the handler holds the same line.
  if ((await getWebhooks(session)).length > 1) throw new HttpError(409, `Webhooks ${SETTINGS_MSG.severalHooks}.`);
  const url = await saveWebhook(session, body.url);
  await readActivitySoon(session.stackId);
  return NextResponse.json<WebhookSaved>({ ok: true, url, message: SETTINGS_MSG.webhookUpdated });
});
