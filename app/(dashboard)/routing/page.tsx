import type { Metadata } from 'next';
import { LocksSection } from '@/components/agent-alerts/locks-section';
import { AvailabilitySection } from '@/components/routing/availability-section';
import { HoursSection } from '@/components/routing/hours-section';
import { MyAvailability } from '@/components/routing/my-availability';
import { ReportSection } from '@/components/routing/report-section';
import { RoutingStatusCard } from '@/components/routing/routing-status-card';
import { RulesEditor } from '@/components/routing/rules-editor';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { REPORT_QUERY } from '@/lib/routing/report-query';
import { NOT_PAUSED } from '@/lib/routing/rules';
import { locksScreen } from '@/server/agent-alerts/service';
import { brokerageTimeZone } from '@/server/alerts';
import { openPage, type SearchParams } from '@/server/page';
import { routingStatus, webhookState } from '@/server/routing/brokerage';
import { readAvailability } from '@/server/routing/config';
import { routingScreen } from '@/server/routing/screen';

export const metadata: Metadata = { title: 'Lead routing' };

const TITLE = 'Lead routing';

export default async function RoutingPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, app, searchParams, load } = await openPage('/routing', props);
  const timeZone = brokerageTimeZone(app);

  // An agent (and anyone who does not configure routing): their own availability only.
  if (!allowed(viewer, 'routing.rulesRead')) {
    const pause = (await load(readAvailability(session.stackId))).get(session.user.id) ?? NOT_PAUSED;
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={TITLE} description="New sign-ups are handed to agents in turn. Pause your new leads while you are away." />
        <MyAvailability pause={pause} timeZone={timeZone} canEdit={allowed(viewer, 'routing.availability')} />
      </div>
    );
  }

  const query = REPORT_QUERY.parse(searchParams);
  const [screen, status, locks] = await load(
    Promise.all([
      routingScreen(session, viewer, timeZone, query),
      // The switch and the webhook are the admins': on keeps the brokerage's api key at rest.
      allowed(viewer, 'routing.enable')
        ? Promise.all([routingStatus(session.stackId), webhookState(session).catch(() => null)]).then(([state, webhook]) => ({
            state,
            webhook,
          }))
        : Promise.resolve(null),
      locksScreen(session, viewer),
    ]),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={TITLE} description="Who gets each new sign-up, how long they have to respond, and how fast your agents are." />
      {status ? <RoutingStatusCard status={status.state} webhook={status.webhook} timeZone={timeZone} /> : null}
      <RulesEditor rules={screen.rules} choices={screen.choices} map={screen.map} canEdit={allowed(viewer, 'routing.rulesSave')} />
      <HoursSection rows={screen.hours} canEdit={allowed(viewer, 'routing.hoursSave')} />
      <AvailabilitySection rows={screen.availability} timeZone={timeZone} canEdit={allowed(viewer, 'routing.availability')} />
      {/* Locks sit with routing: the same people configure both, for the same agents and offices. */}
      <LocksSection locks={locks.locks} places={locks.places} canEdit={allowed(viewer, 'agentAlerts.lock')} />
      <ReportSection
        report={screen.report}
        query={query}
        searchParams={searchParams}
        officesOn={screen.choices.officesOn}
        canExport={allowed(viewer, 'routing.reportCsv')}
      />
    </div>
  );
}
