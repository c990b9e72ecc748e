// POST /api/integrations/widget/key — store (or forget, deleted) the key the CRM widget's service issued
import { NextResponse } from 'next/server';
import type { WidgetKeySaved } from '@/lib/integrations/answers';
import { WidgetKeyInput } from '@/lib/integrations/schema';
import { guarded } from '@/server/http';
import { saveRolloutKey } from '@/server/integrations';

export const POST = guarded({ action: 'integrations.widgetKey', body: WidgetKeyInput }, async ({ session, viewer, body }) => {
  const connected = await saveRolloutKey(session, viewer, body);
  return NextResponse.json<WidgetKeySaved>({ ok: true, connected });
});
