// POST /api/user-settings/crm-email — save the agent's CRM parsing e-mail ('' clears it)
import { NextResponse } from 'next/server';
import type { CrmEmailSaved } from '@/lib/user-settings/answers';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';
import { CrmEmailInput } from '@/lib/user-settings/schema';
import { guarded } from '@/server/http';
import { saveOwnCrmEmail } from '@/server/user-settings';

export const POST = guarded({ action: 'userSettings.crmEmail', body: CrmEmailInput }, async ({ session, body }) => {
  const crmEmail = await saveOwnCrmEmail(session, body.crmEmail);
  return NextResponse.json<CrmEmailSaved>({ ok: true, crmEmail, message: USER_SETTINGS_MSG.crmEmailSaved });
});
