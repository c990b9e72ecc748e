import { LinkAnalyticsTable } from '@/components/app-resources/link-analytics-table';
import { ResourcesScreen } from '@/components/app-resources/resources-screen';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { getLinkClicks, getSectionTree } from '@/server/app-resources';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import type { OpenedPage } from '@/server/page';

/** ?office=<id> of one of the app's offices; anything else is the brokerage-wide sections. */
function officeParam(value: string | string[] | undefined, ids: Set<number>): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return ids.has(id) ? id : null;
}

/**
 * App Resources (document 3, §2), at /app-resources and /custom-links alike: the link analytics, the
 * office selector (offices enabled), the Global and Agent Sections editors and the phone preview.
 */
export async function AppResourcesScreen({ session, app, viewer, searchParams, load }: OpenedPage<'/app-resources' | '/custom-links'>) {
  const officesEnabled = app.toggles.officesEnabled === true;
  const offices = await load(getOfficeTree(session, officesEnabled));
  const office = officesEnabled ? officeParam(searchParams.office, new Set(offices.map((o) => o.id))) : null;
  const [global, agent, clicks, help] = await load(
    Promise.all([
      getSectionTree(session, 'global', office),
      getSectionTree(session, 'agent', office),
      getLinkClicks(session),
      getHelp(session, 'app-resources'),
    ]),
  );
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
