import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { KioskMessageForm } from '@/components/openhouse/kiosk-message-form';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { KIOSK_LINKS, OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';
import { getHelp } from '@/server/help';
import { getKioskMessage } from '@/server/openhouse';
import { openPage } from '@/server/page';

export const metadata: Metadata = { title: 'Open House' };

/**
 * Open house: agents set the kiosk message and find the users the kiosk signed in;
 * everyone else reaches the screen and is told it is the agents'.
 */
export default async function OpenHousePage() {
  const { session, viewer, load } = await openPage('/openhouse');
  if (!can.agentOnly(viewer)) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Open House" />
        <Card>
          <p className="text-sm">{OPEN_HOUSE_MSG.agentsOnly}</p>
        </Card>
      </div>
    );
  }
  const [message, help] = await load(Promise.all([getKioskMessage(session), getHelp(session, 'openhouse')]));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Open House"
        description="Greet your open house visitors on the kiosk, then follow up with those who signed in."
        help={help}
      />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title="Kiosk message" className="lg:col-span-2">
          <KioskMessageForm initial={message} canSave={allowed(viewer, 'openHouse.save')} />
        </Card>
        <Card title="Open house sign-ins">
          <ul className="flex flex-col gap-2 text-sm">
            {KIOSK_LINKS.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href} className="font-medium text-brand underline-offset-2 hover:underline">
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
