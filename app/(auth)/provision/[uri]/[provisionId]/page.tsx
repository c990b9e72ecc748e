import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProvisionCard } from '@/components/provision/provision-card';
import { SignupForm } from '@/components/provision/signup-form';
import { PROVISION_MSG } from '@/lib/provision/rules';
import { ProvisionParams } from '@/lib/provision/schema';
import { getProvisionPage } from '@/server/provision';

export const metadata: Metadata = { title: 'Agent sign-up' };

/**
 * Self-provisioning: a public sign-up link. The app's logo and name
 * from the provision-app call, then the sign-up form, or the not-enabled, setup-not-complete or error screen.
 */
export default async function ProvisionPage({ params }: { params: Promise<{ uri: string; provisionId: string }> }) {
  const parsed = ProvisionParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { uri, provisionId } = parsed.data;
  const page = await getProvisionPage(uri, provisionId);
  if (page.kind === 'error') {
    return (
      <ProvisionCard app={null} title={PROVISION_MSG.errorTitle}>
        <p role="alert" className="text-center text-sm text-danger">
          {page.message}
        </p>
      </ProvisionCard>
    );
  }
  if (page.kind === 'notEnabled') {
    return (
      <ProvisionCard app={page.app} title={PROVISION_MSG.notEnabledTitle}>
        <p className="text-center text-sm">{PROVISION_MSG.notEnabled(page.app.name)}</p>
      </ProvisionCard>
    );
  }
  if (page.kind === 'setupNotComplete') {
    return (
      <ProvisionCard app={page.app} title={PROVISION_MSG.setupTitle}>
        <p className="text-center text-sm">{PROVISION_MSG.setupNotComplete(page.app.name)}</p>
      </ProvisionCard>
    );
  }
  return (
    <ProvisionCard app={page.app} title={`Join ${page.app.name}`}>
      <SignupForm uri={uri} provisionId={provisionId} />
    </ProvisionCard>
  );
}
