import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { AgentProfileForm } from '@/components/agent-edit/agent-profile-form';
import { DeactivationBanner } from '@/components/agent-edit/deactivation-banner';
import { DeleteAgentCard } from '@/components/agent-edit/delete-agent-card';
import { PasswordCard } from '@/components/agent-edit/password-card';
import { PinCard } from '@/components/agent-edit/pin-card';
import { ResendEmailCard } from '@/components/agent-edit/resend-email-card';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { HelpVideoModal } from '@/components/ui/help-video-modal';
import { can } from '@/lib/access';
import { parseId } from '@/lib/validation/agent-profile';
import { getAgentProfile, profileValues } from '@/server/agent-profile';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import { getSignedIn } from '@/server/viewer';

export const metadata: Metadata = { title: 'Edit agent' };

export default async function AgentEditPage({ params }: { params: Promise<{ agentId: string }> }) {
  const ctx = await getSignedIn();
  if (!ctx) redirect('/login');
  const { session, viewer } = ctx;
  if (!can.agents(viewer)) redirect('/');
  const id = parseId((await params).agentId);
  if (!id) notFound();

  const [agent, offices, help] = await Promise.all([
    getAgentProfile(session, id),
    getOfficeTree(session, viewer.toggles.officesEnabled === true),
    getHelp(session, 'agent'),
  ]);
  if (!agent) notFound();

  const writable = !viewer.readOnly;
  const accountCards = can.agentAccountCards(viewer, agent);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href="/agents" className="text-sm text-muted-foreground underline-offset-2 hover:underline">
            ← Agents
          </Link>
          <h1 className="mt-1 text-2xl font-semibold">{agent.displayName}</h1>
          <p className="text-sm text-muted-foreground">{agent.email}</p>
        </div>
        <HelpVideoModal items={help} />
      </div>

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
          <PhotoCard name={agent.displayName} photo={agent.photo} url={`/api/agents/${agent.id}/photo`} editable={writable} />
          <PinCard agentId={agent.id} pinned={agent.pinned} editable={writable} />
          {accountCards && writable ? (
            <>
              <PasswordCard agentId={agent.id} />
              <ResendEmailCard agentId={agent.id} />
              <DeleteAgentCard agentId={agent.id} name={agent.displayName} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
