import { redirect } from 'next/navigation';
import { LinkAnalyticsTable } from '@/components/app-resources/link-analytics-table';
import { ResourcesScreen } from '@/components/app-resources/resources-screen';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { getLinkClicks, getSectionTree } from '@/server/app-resources';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import type { OpenedPage } from '@/server/page';

/** ?office=<id>: a number, checked against the app's offices once they are read. */
function officeParam(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/**
 * App Resources, at /app-resources and /custom-links alike: the link analytics, the
 * office selector (offices enabled), the Global and Agent Sections editors and the phone preview.
 */
export async function AppResourcesScreen({
  session,
  app,
  viewer,
  searchParams,
  path,
  load,
}: OpenedPage<'/app-resources' | '/custom-links'>) {
  const officesEnabled = app.toggles.officesEnabled === true;
  const office = officesEnabled ? officeParam(searchParams.office) : null;
  // Every read at once: the office asked for is checked against the tree afterwards, not before.
  const [offices, global, agent, clicks, help] = await load(
    Promise.all([
      getOfficeTree(session, officesEnabled),
      getSectionTree(session, 'global', office),
      getSectionTree(session, 'agent', office),
      getLinkClicks(session),
      getHelp(session, 'app-resources'),
    ]),
  );
  // An office that is not (or no longer) the app's: the brokerage-wide sections instead.
  if (global === null || agent === null || (office !== null && !offices.some((o) => o.id === office))) redirect(path.split('?')[0]!);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="App Resources"
        description="The links and information your app shows under Resources: for everyone, and for your agents only."
        help={help}
      />
      <Card title="Link analytics" flush>
        <LinkAnalyticsTable rows={clicks} />
      </Card>
      <ResourcesScreen
        key={office ?? 'all'}
        appName={app.name}
        offices={officesEnabled ? offices : null}
        office={office}
        global={global}
        agent={agent}
        canEdit={allowed(viewer, 'appResources.save')}
      />
    </div>
  );
}
