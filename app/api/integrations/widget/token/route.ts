// GET /api/integrations/widget/token — the CRM widget's rollout token (jwt), for an app in the widget's rollout
import { NextResponse } from 'next/server';
import type { WidgetToken } from '@/lib/integrations/answers';
import { guarded } from '@/server/http';
import { rolloutToken } from '@/server/integrations';

export const GET = guarded({ action: 'integrations.widget' }, async ({ session, viewer }) => {
  const jwt = await rolloutToken(session, viewer);
  return NextResponse.json<WidgetToken>({ ok: true, jwt });
});
