import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AgentProfileForm } from '@/components/agent-edit/agent-profile-form';
import { DeactivationBanner } from '@/components/agent-edit/deactivation-banner';
import { DeleteAgentCard } from '@/components/agent-edit/delete-agent-card';
import { MoveUsersCard } from '@/components/agent-edit/move-users-card';
import { PasswordCard } from '@/components/agent-edit/password-card';
import { PinCard } from '@/components/agent-edit/pin-card';
import { ResendEmailCard } from '@/components/agent-edit/resend-email-card';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { AgentParams } from '@/lib/agent-profile/schema';
import { profileValues } from '@/server/agent-profile';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import { openPage } from '@/server/page';
import { readAgentProfile } from '@/server/records';

export const metadata: Metadata = { title: 'Edit agent' };

export default async function AgentEditPage(props: { params: Promise<{ agentId: string }> }) {
  const { session, viewer, params, load } = await openPage('/agents/:agentId', props, AgentParams);
  const id = params.agentId;

  const [agent, offices, help] = await load(
    Promise.all([readAgentProfile(session, id), getOfficeTree(session, viewer.toggles.officesEnabled === true), getHelp(session, 'agent')]),
  );
  if (!agent) notFound();

  const accountCards = can.agentAccountCards(viewer, agent);
  const shareOffices = viewer.toggles.officesEnabled === true ? offices : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={agent.displayName} description={agent.email} back={{ href: '/agents', label: 'Agents' }} help={help} />

      {agent.canceled ? <DeactivationBanner deactivatesAt={agent.canceled.deactivatesAt} /> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AgentProfileForm
            key={agent.id}
            agentId={agent.id}
            initial={profileValues(agent)}
            editable={can.editAgentProfile(viewer)}
            offices={offices}
            showCrmEmail={viewer.toggles.crmEmailEnabled === true}
            selfProvisioned={agent.selfProvisioned}
          />
        </div>
        <div className="flex flex-col gap-6">
          <PhotoCard
            name={agent.displayName}
            photo={agent.photo}
            url={`/api/agents/${agent.id}/photo`}
            editable={allowed(viewer, 'agents.photo')}
          />
          <PinCard agentId={agent.id} pinned={agent.pinned} editable={allowed(viewer, 'agents.pin')} />
          {accountCards && allowed(viewer, 'agents.password') ? <PasswordCard agentId={agent.id} /> : null}
          {accountCards && allowed(viewer, 'agents.resendEmail') ? <ResendEmailCard agentId={agent.id} /> : null}
          {allowed(viewer, 'agents.moveUsers') ? (
            <MoveUsersCard
              agentId={agent.id}
              name={agent.displayName}
              offices={shareOffices}
              canDeactivate={agent.active && !agent.selfProvisioned && can.editAgentProfile(viewer)}
            />
          ) : null}
          {accountCards && allowed(viewer, 'agents.delete') ? (
            <DeleteAgentCard agentId={agent.id} name={agent.displayName} offices={shareOffices} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
