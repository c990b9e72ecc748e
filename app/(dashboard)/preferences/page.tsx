import type { Metadata } from 'next';
import { AlertPrefsForm } from '@/components/agent-alerts/alert-prefs-form';
import { SentAlertsCard } from '@/components/agent-alerts/sent-alerts-card';
import { ThisPhone } from '@/components/agent-alerts/this-phone';
import { Card } from '@/components/ui/card';
import { PreferencesForm } from '@/components/preferences/preferences-form';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { ALERT_MSG } from '@/lib/agent-alerts/rules';
import { alertsScreen } from '@/server/agent-alerts/service';
import { hasSessionSubscription } from '@/server/agent-alerts/subscriptions';
import { config } from '@/server/config';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { getPreferences } from '@/server/preferences';

export const metadata: Metadata = { title: 'Preferences' };

/**
 * Alert preferences: agents only (the route table), Save hidden in
 * read-only mode. Below the spec's toggles, the alerts the dashboard itself sends about the agent's
 * leads: this device's push switch, their choices, the locks on them, and what was sent in the last 30 days.
 */
export default async function PreferencesPage() {
  const { session, viewer, app, load } = await openPage('/preferences');
  const [preferences, help, alerts, subscribed] = await load(
    Promise.all([getPreferences(session), getHelp(session, 'preferences'), alertsScreen(session, app), hasSessionSubscription(session)]),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Preferences" description="Choose what you are told about your users, by e-mail and by push." help={help} />
      <PreferencesForm initial={preferences} canSave={allowed(viewer, 'preferences.save')} />
      {alerts.routingOn ? null : (
        <p className="rounded-md border border-border bg-surface-sunken px-4 py-3 text-sm text-muted-foreground">{ALERT_MSG.routingOff}</p>
      )}
      {allowed(viewer, 'agentAlerts.subscribe') ? (
        <Card>
          <ThisPhone publicKey={config().push.publicKey} subscribed={subscribed} />
        </Card>
      ) : null}
      <AlertPrefsForm initial={alerts.prefs} lockedBy={alerts.lockedBy} canSave={allowed(viewer, 'agentAlerts.prefsSave')} />
      <SentAlertsCard rows={alerts.sent} timeZone={alerts.prefs.timeZone} />
    </div>
  );
}
