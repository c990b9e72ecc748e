import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { AgentProfileForm } from '@/components/agent-edit/agent-profile-form';
import { DeactivationBanner } from '@/components/agent-edit/deactivation-banner';
import { DeleteAgentCard } from '@/components/agent-edit/delete-agent-card';
import { PasswordCard } from '@/components/agent-edit/password-card';
import { PinCard } from '@/components/agent-edit/pin-card';
import { ResendEmailCard } from '@/components/agent-edit/resend-email-card';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { parseId } from '@/lib/validation/agent-profile';
import { getAgentProfile, profileValues } from '@/server/agent-profile';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import { openPage } from '@/server/page';

type Props = { params: Promise<{ agentId: string }> };

/** The opened page and its agent, read once per render (the metadata and the page share it). */
const openAgent = cache(async (agentId: string) => {
  const page = await openPage('/agents/:agentId', { params: Promise.resolve({ agentId }) });
  const id = parseId(agentId);
  if (!id) notFound();
  return { page, agent: page.load(getAgentProfile(page.session, id)) };
});

/**
 * The status is fixed once the response starts streaming (the loading.tsx boundaries): an unknown
 * agent is found out here, in metadata that next.config's htmlLimitedBots makes blocking, so the
 * document answers 404. Client navigations still show the loading skeleton at once.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  try {
    if ((await (await openAgent((await params).agentId)).agent) === null) notFound();
  } catch (err) {
    // notFound and the sign-in redirects go on; a failed read is the page's to show (its error state).
    unstable_rethrow(err);
  }
  return { title: 'Edit agent' };
}

export default async function AgentEditPage({ params }: Props) {
  const { page, agent: agentRead } = await openAgent((await params).agentId);
  const { session, viewer, load } = page;
  const [agent, offices, help] = await load(
    Promise.all([agentRead, getOfficeTree(session, viewer.toggles.officesEnabled === true), getHelp(session, 'agent')]),
  );
  if (!agent) notFound();

  const accountCards = can.agentAccountCards(viewer, agent);

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
          <PhotoCard name={agent.displayName} photo={agent.photo} url={`/api/agents/${agent.id}/photo`} editable={allowed(viewer, 'agents.photo')} />
          <PinCard agentId={agent.id} pinned={agent.pinned} editable={allowed(viewer, 'agents.pin')} />
          {accountCards && allowed(viewer, 'agents.password') ? <PasswordCard agentId={agent.id} /> : null}
          {accountCards && allowed(viewer, 'agents.resendEmail') ? <ResendEmailCard agentId={agent.id} /> : null}
          {accountCards && allowed(viewer, 'agents.delete') ? <DeleteAgentCard agentId={agent.id} name={agent.displayName} /> : null}
        </div>
      </div>
    </div>
  );
}
