import type { Metadata } from 'next';
import { CopyField } from '@/components/marketing/copy-field';
import { AppLink } from '@/components/ui/app-link';
import { ApiKeyReveal } from '@/components/settings/api-key-card';
import { AutomationSwitch } from '@/components/settings/automation-switch';
import { ModeForm } from '@/components/settings/mode-form';
import { FAIR_HOUSING_MODES, FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { SettingFieldForm } from '@/components/settings/setting-field-form';
import { CrmBox } from '@/components/integrations/crm-box';
import { CrmWidget } from '@/components/integrations/crm-widget';
import { CrmEmailCard } from '@/components/user-settings/crm-email-card';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/states';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { INTEGRATION_MSG } from '@/lib/integrations/rules';
import { featuredModes, SETTINGS_MSG } from '@/lib/settings/rules';
import { getHelp } from '@/server/help';
import { crmWidgetFor, getIntegrationOrNull } from '@/server/integrations';
import { openPage } from '@/server/page';
import { getBrokerSettings, getWebhooks } from '@/server/settings';
import { getOwnCrmEmail } from '@/server/user-settings';

export const metadata: Metadata = { title: 'Settings' };

function UpgradeRequired({ what }: { what: string }) {
  return (
    <p className="rounded-md bg-warning-soft px-3 py-2 text-sm">
      <strong>{SETTINGS_MSG.upgradeRequired}</strong>: {what} come with the Agent Insights plan. Ask your account manager to upgrade.
    </p>
  );
}

/**
 * Broker settings: brokerage settings, the automation beta, the API key behind a
 * deliberate reveal, the webhook, the automation partner, the CRM box and the admin's own CRM parsing e-mail
 * (crmEmailEnabled). A restricted super admin sees why the page is empty instead.
 */
export default async function SettingsPage() {
  const { session, viewer, load } = await openPage('/settings');
  if (!can.brokerSettings(viewer)) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Settings" />
        <Card>
          <p className="text-sm">{SETTINGS_MSG.restricted}</p>
        </Card>
      </div>
    );
  }
  const crm = can.crmIntegration(viewer);
  const widget = crmWidgetFor(viewer);
  const [settings, hooks, help, integration, crmEmail] = await load(
    Promise.all([
      getBrokerSettings(session),
      getWebhooks(session),
      getHelp(session, 'settings'),
      crm ? getIntegrationOrNull(session, viewer) : Promise.resolve(null),
      getOwnCrmEmail(session, viewer),
    ]),
  );
  const canSave = allowed(viewer, 'settings.save');
  const showJoin = viewer.toggles.selfProvisionedAgentsEnabled === true && settings.joinLink !== null;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Settings"
        description="Your brokerage's details, automation and API access."
        help={help}
        actions={
          <AppLink href="/settings/sso" className="text-sm font-medium text-brand underline-offset-2 hover:underline">
            Single sign-on guide
          </AppLink>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card title="Brokerage settings">
          <div className="flex flex-col gap-5">
            <SettingFieldForm
              label="Brokerage name"
              field="name"
              initial={settings.brokerageName}
              url="/api/settings/name"
              check="name"
              canSave={canSave}
            />
            <ModeForm
              name="featuredMode"
              legend="Featured Listings"
              modes={featuredModes(viewer.toggles.officesEnabled === true)}
              initial={settings.featuredMode}
              url="/api/settings/featured-mode"
              saveLabel="Save featured listings mode"
              canSave={canSave}
            />
            <SettingFieldForm
              label="DMCA link"
              field="dmcaLink"
              type="url"
              initial={settings.dmcaLink}
              url="/api/settings/dmca"
              check="dmca"
              hint="The page your app links to for copyright notices. Leave empty for none."
              canSave={canSave}
            />
            {showJoin ? (
              <CopyField label="Agent sign-up link" value={settings.joinLink!} hint="Agents who sign up here get their own subscription." />
            ) : null}
          </div>
        </Card>
        <div className="flex flex-col gap-4">
          <Card title="Fair-housing check">
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">
                Listing remarks, push notifications, app resources, the chat welcome and kiosk messages are checked for phrases HUD and NAR
                advise against. It is a help, not legal advice: your own compliance review stands.
              </p>
              <ModeForm
                name="fairHousingMode"
                legend="When a phrase is flagged"
                modes={FAIR_HOUSING_MODES.map((m) => ({ value: m, label: FAIR_HOUSING_MSG.modes[m] }))}
                initial={settings.fairHousingMode}
                url="/api/settings/fair-housing"
                saveLabel="Save fair-housing check"
                canSave={canSave}
              />
            </div>
          </Card>
          <Card title="API key">
            {!can.brokerApiKey(viewer) ? (
              <UpgradeRequired what="The API key and the automations" />
            ) : allowed(viewer, 'settings.apiKey') ? (
              <ApiKeyReveal />
            ) : (
              <p className="text-sm text-muted-foreground">{SETTINGS_MSG.apiKeyReadOnly}</p>
            )}
          </Card>
          <Card title="Automation beta">
            {viewer.toggles.zapierEnabled !== true ? (
              <p className="text-sm text-muted-foreground">The automation beta is not available for your app.</p>
            ) : can.automationBeta(viewer) ? (
              <div className="flex flex-col gap-3">
                <AutomationSwitch initial={settings.automationBeta} canSave={allowed(viewer, 'settings.automation')} />
                <p className="text-sm text-muted-foreground">
                  Connect your app to thousands of tools with our automation partner: send new users to your CRM, post new listings to your
                  social pages, and more, without writing code.
                </p>
              </div>
            ) : (
              <UpgradeRequired what="Automations" />
            )}
          </Card>
          <Card title="Webhooks">
            {hooks.length > 1 ? (
              <p className="text-sm">
                {hooks.length} webhooks are {SETTINGS_MSG.severalHooks}.
              </p>
            ) : (
              <SettingFieldForm
                label="User webhook URL"
                field="url"
                type="url"
                initial={hooks[0] ?? ''}
                url="/api/settings/webhook"
                check="webhook"
                hint="We post each new or changed user of your app to this https address."
                canSave={canSave}
                failedText={SETTINGS_MSG.webhookFailed}
              />
            )}
          </Card>
          <Card title="CRM integration (new)">
            {widget && !allowed(viewer, 'integrations.widget') ? (
              <p className="text-sm text-muted-foreground">{SETTINGS_MSG.crmWidgetReadOnly}</p>
            ) : widget ? (
              <CrmWidget url={widget.url} />
            ) : (
              <p className="text-sm text-muted-foreground">
                The new CRM integration is not available here yet: it is rolling out app by app.
              </p>
            )}
          </Card>
          {crm ? (
            <Card title="CRM">
              {integration ? (
                <CrmBox initial={integration} canSave={allowed(viewer, 'integrations.save')} />
              ) : (
                <ErrorState message={INTEGRATION_MSG.loadFailed} compact />
              )}
            </Card>
          ) : null}
          {crmEmail !== null ? <CrmEmailCard initial={crmEmail} canSave={allowed(viewer, 'userSettings.crmEmail')} /> : null}
        </div>
      </div>
    </div>
  );
}
