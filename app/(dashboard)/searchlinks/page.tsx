import type { Metadata } from 'next';
import { TemplatesTable } from '@/components/searches/templates-table';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { showsTemplateAgents, templateRow } from '@/lib/saved-searches/rules';
import { brokerageTimeZone } from '@/server/alerts';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { listTemplates } from '@/server/saved-searches';

export const metadata: Metadata = { title: 'Search Templates' };

export default async function SearchTemplatesPage() {
  const { session, app, viewer, load } = await openPage('/searchlinks');
  const [templates, help] = await load(Promise.all([listTemplates(session), getHelp(session, 'searchlinks')]));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Search Templates"
        description="Reusable searches your users open from a link."
        help={help}
        actions={allowed(viewer, 'templates.edit') ? <ButtonLink href="/searchlinks/new">Create Search Template</ButtonLink> : null}
      />
      <Card flush>
        <TemplatesTable rows={templates.map((t) => templateRow(viewer, t, brokerageTimeZone(app)))} admin={showsTemplateAgents(viewer)} />
      </Card>
    </div>
  );
}
