import type { Metadata } from 'next';
import { CrmBox } from '@/components/integrations/crm-box';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/states';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { INTEGRATION_MSG } from '@/lib/integrations/rules';
import { getHelp } from '@/server/help';
import { getIntegrationOrNull } from '@/server/integrations';
import { openPage } from '@/server/page';

export const metadata: Metadata = { title: 'Integrations' };

/**
 * Integrations (one of the settings screens): the app's CRM box with its sync badge. Without
 * integrationsEnabled the page says so; a restricted super admin is told why it is empty.
 */
export default async function IntegrationsPage() {
  const { session, viewer, load } = await openPage('/integrations');
  const help = getHelp(session, 'settings');
  const header = <PageHeader title="Integrations" description="Send your app’s users and their activity to your CRM." help={help} />;
  if (!can.crmIntegration(viewer)) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Card>
          <p className="text-sm">
            {can.brokerSettings(viewer)
              ? 'CRM integrations are not enabled for your app. Ask your account manager to turn them on.'
              : 'Integrations are managed by your platform administrator while super-admin restricted mode is on.'}
          </p>
        </Card>
      </div>
    );
  }
  const info = await load(getIntegrationOrNull(session, viewer));
  return (
    <div className="flex flex-col gap-4">
      {header}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card title="CRM">
          {info ? (
            <CrmBox initial={info} canSave={allowed(viewer, 'integrations.save')} />
          ) : (
            <ErrorState message={INTEGRATION_MSG.loadFailed} compact />
          )}
        </Card>
      </div>
    </div>
  );
}
