import { AppLink } from '@/components/ui/app-link';
import { AgentReorder } from '@/components/agents/list/agent-reorder';
import { AgentsTable } from '@/components/agents/list/agents-table';
import { AgentsToolbar } from '@/components/agents/list/agents-toolbar';
import { AgentsCsvImportDialog } from '@/components/agents/list/agents-csv-import-dialog';
import { NewAgentDialog } from '@/components/agents/list/new-agent-dialog';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { allowed, can } from '@/lib/access';
import { AGENT_PAGE_SIZES, canReorder, parseAgentsQuery, REORDER_HREF } from '@/lib/agents/rules';
import { planUsage } from '@/lib/home/rules';
import { withQuery } from '@/lib/paging';
import { listAgents } from '@/server/agents';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import { openPage, type SearchParams } from '@/server/page';

export const metadata = { title: 'Agents' };

const REORDER_HINT_ID = 'agents-reorder-hint';

export default async function AgentsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, app, viewer, searchParams: params, load } = await openPage('/agents', props);
  const officesEnabled = viewer.toggles.officesEnabled === true;
  const query = parseAgentsQuery(params, { officesEnabled });
  const [list, offices, help] = await load(
    Promise.all([listAgents(session, query), getOfficeTree(session, officesEnabled), getHelp(session, 'agents')]),
  );
  // Reordering is the 'agents.order' action: read-only mode refuses it like the route handler does.
  const mayOrder = allowed(viewer, 'agents.order');
  const reorderable = canReorder(query, !mayOrder) && list.agents.length > 1;
  const plan = planUsage(app.plan.agents, app.plan.limit);
  const filtered = query.q !== '' || query.office !== null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Agents"
        help={help}
        actions={
          <>
            {allowed(viewer, 'agents.csvDownload') ? (
              <a href="/api/agents/csv" download="agents.csv" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                Download CSV
              </a>
            ) : null}
            {allowed(viewer, 'agents.csvUpload') ? <AgentsCsvImportDialog /> : null}
            {allowed(viewer, 'agents.create') ? (
              <NewAgentDialog
                offices={offices}
                officeRequired={can.newAgentOfficeRequired(viewer)}
                planReached={plan.full}
                planAgents={app.plan.agents}
                planLimit={app.plan.limit}
              />
            ) : null}
          </>
        }
      />

      <Card flush>
        <AgentsToolbar query={query} offices={offices} />
        {!mayOrder || list.total < 2 ? null : (
          <p id={REORDER_HINT_ID} className="border-b border-border px-4 py-2 text-xs text-muted-foreground">
            {reorderable ? (
              'Drag an agent by its handle to change the order agents are shown in the app, or focus a handle and press the Up or Down arrow key. Then save.'
            ) : (
              <>
                To change the order agents are shown in the app,{' '}
                <AppLink href={REORDER_HREF} className="underline underline-offset-2">
                  show all agents
                </AppLink>{' '}
                in the default order, with no search or office filter.
              </>
            )}
          </p>
        )}
        {list.agents.length === 0 ? (
          <EmptyState
            title={filtered ? 'No agents match your search' : 'No agents yet'}
            text={filtered ? 'Try another name, email or office.' : undefined}
          />
        ) : (
          // A new list (other query) starts with a fresh reorder state.
          <AgentReorder key={withQuery(params, {}).toString()} enabled={reorderable}>
            <AgentsTable
              rows={list.agents}
              showOffice={officesEnabled}
              reorderable={reorderable}
              reorderHintId={reorderable ? REORDER_HINT_ID : undefined}
            />
          </AgentReorder>
        )}
        <Pagination
          pathname="/agents"
          searchParams={params}
          total={list.total}
          offset={query.offset}
          limit={query.limit}
          pageSizeOptions={AGENT_PAGE_SIZES}
          className="border-t border-border"
        />
      </Card>
    </div>
  );
}
