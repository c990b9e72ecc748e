import type { Metadata } from 'next';
import { AgentInsightsTable } from '@/components/insights/agent-insights-table';
import { LeadsTable } from '@/components/insights/leads-table';
import { ListingsPanel } from '@/components/insights/listings-panel';
import { TrendPanel } from '@/components/insights/trend';
import { InsightsUpgradeNotice } from '@/components/insights/upgrade-notice';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QuerySelect } from '@/components/ui/query-select';
import { SortSelect } from '@/components/ui/sort-select';
import { AgentFilter } from '@/components/users/agent-filter';
import { allowed } from '@/lib/access';
import {
  AGENT_SORT_OPTIONS,
  AGENTS_SHOWN,
  INSIGHTS_QUERY,
  insightsIncluded,
  insightsQueryFor,
  LEAD_SORT_OPTIONS,
  PERIOD_LABELS,
  PERIODS,
  seesAgents,
  sortAgents,
} from '@/lib/insights/rules';
import { config } from '@/server/config';
import { getHelp } from '@/server/help';
import { agentInsights, leadPage, listingInsights, trendOf } from '@/server/insights';
import { getOfficeTree } from '@/server/offices';
import { openPage, type SearchParams } from '@/server/page';
import { listTags } from '@/server/tags';

export const metadata: Metadata = { title: 'Insights' };

const DESCRIPTION = 'Who is ready to buy, and why: your users ranked by what they did, against the period before.';

export default async function InsightsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, searchParams: params, load } = await openPage('/insights', props);
  const help = await load(getHelp(session, 'insights'));
  if (!insightsIncluded(viewer)) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Insights" description={DESCRIPTION} help={help} />
        <InsightsUpgradeNotice supportEmail={config().links.supportEmail} />
      </div>
    );
  }
  const query = insightsQueryFor(INSIGHTS_QUERY.parse(params), viewer);
  const agentsShown = seesAgents(viewer);
  const officesOn = agentsShown && viewer.toggles.officesEnabled === true;
  const [leads, trend, agents, listings, tags, offices] = await load(
    Promise.all([
      leadPage(session, query),
      trendOf(session, query),
      agentsShown ? agentInsights(session, query) : Promise.resolve([]),
      listingInsights(session, query),
      // The filters' choices; a failure only leaves a filter without choices, not the screen in error.
      listTags(session).catch(() => []),
      officesOn ? getOfficeTree(session, true).catch(() => []) : Promise.resolve([]),
    ]),
  );
  const tagOptions = tags.filter((t) => t.kind !== 'virtual' && t.id > 0).map((t) => ({ value: t.tag, label: t.name }));
  if (query.tag && !tagOptions.some((o) => o.value.toLowerCase() === query.tag?.toLowerCase()))
    tagOptions.push({ value: query.tag, label: query.tag });
  const filterQuery = INSIGHTS_QUERY.toSearchParams({
    ...INSIGHTS_QUERY.defaults,
    period: query.period,
    agent: query.agent,
    office: query.office,
    tag: query.tag,
  });
  const agentName =
    query.agent === null
      ? null
      : (agents.find((a) => a.id === query.agent)?.name ?? leads.leads.find((l) => l.agentId === query.agent)?.agentName ?? null);
  const exportQuery = new URLSearchParams(filterQuery);
  if (query.sort) exportQuery.set('sort', query.sort);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Insights"
        description={DESCRIPTION}
        help={help}
        actions={
          allowed(viewer, 'insights.export') ? (
            <a
              href={`/api/insights/leads/csv${exportQuery.size ? `?${exportQuery}` : ''}`}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Download CSV
            </a>
          ) : null
        }
      />
      <div
        className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface px-4 py-3"
        role="group"
        aria-label="Period and filters"
      >
        <QuerySelect
          param="period"
          label="Period"
          value={query.period === INSIGHTS_QUERY.defaults.period ? '' : String(query.period)}
          options={PERIODS.map((p) => ({ value: p === INSIGHTS_QUERY.defaults.period ? '' : String(p), label: PERIOD_LABELS[p] }))}
        />
        <QuerySelect param="tag" label="Tag" value={query.tag ?? ''} options={[{ value: '', label: 'All tags' }, ...tagOptions]} />
        {officesOn ? (
          <QuerySelect
            param="office"
            label="Office"
            value={query.office === null ? '' : String(query.office)}
            options={[
              { value: '', label: 'All offices' },
              ...offices.map((o) => ({ value: String(o.id), label: `${'\u00a0\u00a0'.repeat(o.depth)}${o.name}` })),
            ]}
          />
        ) : null}
        {agentsShown ? <AgentFilter agent={query.agent === null ? null : { id: query.agent, name: agentName }} /> : null}
      </div>
      <Card flush title="Hot leads" actions={<SortSelect options={LEAD_SORT_OPTIONS} value={query.sort} label="Sort" />}>
        <LeadsTable
          rows={leads.leads}
          total={leads.total}
          offset={query.offset}
          limit={query.limit}
          sort={query.sort}
          searchParams={params}
          now={leads.readAt}
          agentLinks={agentsShown}
        />
      </Card>
      <Card title={`Trend: ${PERIOD_LABELS[query.period].toLowerCase()}`}>
        <TrendPanel trend={trend} days={query.period} />
      </Card>
      {agentsShown ? (
        <Card
          flush
          title="Agents"
          actions={
            <QuerySelect
              param="asort"
              label="Sort agents"
              value={query.asort === 'hotLeads' ? '' : query.asort}
              options={AGENT_SORT_OPTIONS.map((o) => ({ value: o.value === 'hotLeads' ? '' : o.value, label: o.label }))}
            />
          }
        >
          <AgentInsightsTable
            agents={sortAgents(agents, query.asort).slice(0, query.aall ? undefined : AGENTS_SHOWN)}
            sortedBy={query.asort}
          />
          {agents.length > AGENTS_SHOWN ? (
            <p className="border-t border-border px-4 py-3 text-sm">
              <AppLink
                scroll={false}
                href={INSIGHTS_QUERY.href('/insights', params, { aall: !query.aall })}
                className="font-medium text-brand-strong underline-offset-2 hover:underline"
              >
                {query.aall ? `Show the first ${AGENTS_SHOWN} agents` : `Show all ${agents.length} agents`}
              </AppLink>
            </p>
          ) : null}
        </Card>
      ) : null}
      <Card title="Listings that draw attention">
        <ListingsPanel mostViewed={listings.mostViewed} mostFavorited={listings.mostFavorited} query={filterQuery.toString()} />
      </Card>
    </div>
  );
}
