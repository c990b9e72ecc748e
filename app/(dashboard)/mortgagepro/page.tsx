import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AgentSearch } from '@/components/mortgage-pro/agent-search';
import { AllowAgentsCard } from '@/components/mortgage-pro/allow-agents-card';
import { LevelTabs } from '@/components/mortgage-pro/level-tabs';
import { MortgageProPanel } from '@/components/mortgage-pro/mortgage-pro-panel';
import { MproAgentList } from '@/components/mortgage-pro/mpro-agent-list';
import { OfficePicker } from '@/components/mortgage-pro/office-picker';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { Card } from '@/components/ui/card';
import { HelpVideoModal } from '@/components/ui/help-video-modal';
import { EmptyState } from '@/components/ui/states';
import { can } from '@/lib/access';
import { levelOf, levelQuery, parseLevelSelection, type LevelSelection } from '@/lib/validation/mortgage-pro';
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
import { getSignedIn } from '@/server/viewer';

export const metadata: Metadata = { title: 'Mortgage Pro' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const none = Promise.resolve(null);

export default async function MortgageProPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getSignedIn();
  if (!ctx) redirect('/login');
  const { session, viewer } = ctx;
  if (!can.mortgagePro(viewer)) redirect('/');
  const isAdmin = viewer.role === 'admin';
  const officesEnabled = viewer.toggles.officesEnabled === true;

  let selection: LevelSelection = isAdmin
    ? parseLevelSelection(await searchParams)
    : { kind: 'agent', officeId: null, agentId: session.user.id };
  if (selection.kind === 'office' && !officesEnabled) selection = { kind: 'app', officeId: null, agentId: null };
  const level = levelFor(viewer, session, levelOf(selection));

  const [mpro, offices, mproAgents, allowAgents, chosenAgent, help] = await Promise.all([
    level ? getMortgagePro(session, level) : Promise.resolve<MortgageProProfile | null>(null),
    isAdmin && selection.kind === 'office' ? getOfficeTree(session, officesEnabled) : Promise.resolve([]),
    isAdmin && selection.kind === 'agent' ? listMproAgents(session) : Promise.resolve([]),
    isAdmin ? getAllowAgents(session) : Promise.resolve(false),
    isAdmin && level?.kind === 'agent' ? agentLabel(session, level.agentId) : none,
    getHelp(session, 'mortgagepro'),
  ]);

  const editable = !viewer.readOnly;
  const title = !isAdmin
    ? 'Your Mortgage Pro'
    : level?.kind === 'office'
      ? (offices.find((o) => o.id === level.officeId)?.name ?? 'Office')
      : level?.kind === 'agent'
        ? `Agent: ${chosenAgent?.name ?? `#${level.agentId}`}`
        : 'App default';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Mortgage Pro</h1>
          <p className="text-sm text-muted-foreground">
            {isAdmin
              ? "The mortgage professional app users see: the app's default, an office's, or one agent's."
              : 'The mortgage professional your app users see.'}
          </p>
        </div>
        <HelpVideoModal items={help} />
      </div>

      {isAdmin ? (
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
          {isAdmin ? <AllowAgentsCard enabled={allowAgents} editable={editable} /> : null}
        </div>
      </div>
    </div>
  );
}
