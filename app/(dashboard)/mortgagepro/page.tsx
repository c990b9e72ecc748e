import type { Metadata } from 'next';
import { AgentSearch } from '@/components/mortgage-pro/agent-search';
import { AllowAgentsCard } from '@/components/mortgage-pro/allow-agents-card';
import { LevelTabs } from '@/components/mortgage-pro/level-tabs';
import { MortgageProPanel } from '@/components/mortgage-pro/mortgage-pro-panel';
import { MproAgentList } from '@/components/mortgage-pro/mpro-agent-list';
import { OfficePicker } from '@/components/mortgage-pro/office-picker';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { allowed, can } from '@/lib/access';
import { levelOf, levelQuery, parseLevelSelection, type LevelSelection } from '@/lib/mortgage-pro/schema';
import { getHelp } from '@/server/help';
import {
  agentLabel,
  getAllowAgents,
  getMortgagePro,
  levelFor,
  listMproAgents,
  mortgageProValues,
  type MortgageProProfile,
} from '@/server/mortgage-pro';
import { getOfficeTree } from '@/server/offices';
import { openPage, type SearchParams } from '@/server/page';

export const metadata: Metadata = { title: 'Mortgage Pro' };

const none = Promise.resolve(null);

export default async function MortgageProPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, searchParams, load } = await openPage('/mortgagepro', props);
  // Only an admin chooses the level (and sees the level card and the allow-agents setting).
  const choosesLevel = can.mproChooseLevel(viewer);
  const officesEnabled = viewer.toggles.officesEnabled === true;

  let selection: LevelSelection = choosesLevel
    ? parseLevelSelection(searchParams)
    : { kind: 'agent', officeId: null, agentId: session.user.id };
  if (selection.kind === 'office' && !officesEnabled) selection = { kind: 'app', officeId: null, agentId: null };
  const level = levelFor(viewer, session, levelOf(selection));

  const [mpro, offices, mproAgents, allowAgents, chosenAgent, help] = await load(
    Promise.all([
      level ? getMortgagePro(session, level) : Promise.resolve<MortgageProProfile | null>(null),
      choosesLevel && selection.kind === 'office' ? getOfficeTree(session, officesEnabled) : Promise.resolve([]),
      choosesLevel && selection.kind === 'agent' ? listMproAgents(session) : Promise.resolve([]),
      choosesLevel ? getAllowAgents(session) : Promise.resolve(false),
      choosesLevel && level?.kind === 'agent' ? agentLabel(session, level.agentId) : none,
      getHelp(session, 'mortgagepro'),
    ]),
  );

  const editable = allowed(viewer, 'mpro.edit');
  const title = !choosesLevel
    ? 'Your Mortgage Pro'
    : level?.kind === 'office'
      ? (offices.find((o) => o.id === level.officeId)?.name ?? 'Office')
      : level?.kind === 'agent'
        ? `Agent: ${chosenAgent?.name ?? `#${level.agentId}`}`
        : 'App default';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Mortgage Pro"
        description={
          choosesLevel
            ? "The mortgage professional app users see: the app's default, an office's, or one agent's."
            : 'The mortgage professional your app users see.'
        }
        help={help}
      />

      {choosesLevel ? (
        <Card title="Level">
          <div className="flex flex-col gap-4">
            <LevelTabs current={selection.kind} officesEnabled={officesEnabled} />
            {selection.kind === 'office' ? <OfficePicker offices={offices} current={selection.officeId} /> : null}
            {selection.kind === 'agent' ? (
              <div className="grid gap-6 md:grid-cols-2">
                <AgentSearch current={selection.agentId} />
                <MproAgentList agents={mproAgents} current={selection.agentId} />
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {level ? (
            <MortgageProPanel
              key={levelQuery(level)}
              level={level}
              title={title}
              editable={editable}
              initial={mpro ? mortgageProValues(mpro) : null}
            />
          ) : (
            <Card>
              <EmptyState title={selection.kind === 'office' ? 'Choose an office' : 'Choose an agent'} />
            </Card>
          )}
        </div>
        <div className="flex flex-col gap-6">
          {level && mpro ? (
            <PhotoCard
              key={levelQuery(level)}
              title="Mortgage Pro photo"
              name={mpro.displayName}
              photo={mpro.photo}
              url={`/api/mpro/photo?${levelQuery(level)}`}
              editable={editable}
            />
          ) : null}
          {choosesLevel ? <AllowAgentsCard enabled={allowAgents} editable={allowed(viewer, 'mpro.adminSettings')} /> : null}
        </div>
      </div>
    </div>
  );
}
