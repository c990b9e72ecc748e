import type { Metadata } from 'next';
import { ApiKeyReveal } from '@/components/settings/api-key-card';
import { AutomationSwitch } from '@/components/settings/automation-switch';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { CrmEmailCard } from '@/components/user-settings/crm-email-card';
import { SubscriptionCard } from '@/components/user-settings/subscription-card';
import { allowed, can } from '@/lib/access';
import { SETTINGS_MSG } from '@/lib/settings/rules';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { getUserSettings } from '@/server/user-settings';
import { CrmBox } from '@/components/integrations/crm-box';
import { ErrorState } from '@/components/ui/states';
import { INTEGRATION_MSG } from '@/lib/integrations/rules';
import { getIntegrationOrNull } from '@/server/integrations';

export const metadata: Metadata = { title: 'Settings & Integrations' };

/**
 * Agent settings: the own API key behind a reveal (or 'API key not available'),
 * the CRM parsing e-mail (crmEmailEnabled), the automation beta (zapierEnabled), the agent CRM integration
 * (integrationsAgentEnabled) and the subscription card of a self-provisioned agent. Read-only mode hides the saves.
 */
export default async function UserSettingsPage() {
  const { session, viewer, load } = await openPage('/user_settings');
  const crm = can.crmIntegration(viewer);
  const [settings, help, integration] = await load(
    Promise.all([
      getUserSettings(session, viewer),
      getHelp(session, 'settings'),
      crm ? getIntegrationOrNull(session, viewer) : Promise.resolve(null),
    ]),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Settings & Integrations"
        description="Your own API key, CRM e-mail parsing, automations and subscription."
        help={help}
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Card title="API key">
            {settings.apiKeyAvailable && !allowed(viewer, 'userSettings.apiKey') ? (
              <p className="text-sm text-muted-foreground">{SETTINGS_MSG.apiKeyReadOnly}</p>
            ) : settings.apiKeyAvailable ? (
              <ApiKeyReveal
                url="/api/user-settings/api-key"
                intro="Your own key for your integrations."
                hint="Keep it secret: it signs requests as you."
              />
            ) : (
              <p className="text-sm text-muted-foreground">{USER_SETTINGS_MSG.apiKeyUnavailable}</p>
            )}
          </Card>
          {settings.crmEmail !== null ? (
            <CrmEmailCard initial={settings.crmEmail} canSave={allowed(viewer, 'userSettings.crmEmail')} />
          ) : null}
          {settings.automationBeta !== null ? (
            <Card title="Automation beta">
              {can.agentAutomation(viewer) ? (
                <AutomationSwitch
                  initial={settings.automationBeta}
                  canSave={allowed(viewer, 'userSettings.automation')}
                  url="/api/user-settings/automation"
                />
              ) : (
                <p className="rounded-md bg-warning-soft px-3 py-2 text-sm">
                  <strong>{USER_SETTINGS_MSG.upgradeRequired}</strong>: automations come with the Agent Insights plan. Ask your brokerage to
                  upgrade.
                </p>
              )}
            </Card>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {crm ? (
            <Card title="CRM">
              {integration ? (
                <CrmBox initial={integration} canSave={allowed(viewer, 'integrations.save')} />
              ) : (
                <ErrorState message={INTEGRATION_MSG.loadFailed} compact />
              )}
            </Card>
          ) : null}
          <SubscriptionCard subscription={settings.subscription} canCancel={allowed(viewer, 'userSettings.cancelSubscription')} />
        </div>
      </div>
    </div>
  );
}
