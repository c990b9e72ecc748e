import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchEditor } from '@/components/searches/search-editor';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { canEditTemplate, draftOf } from '@/lib/saved-searches/rules';
import { idParams } from '@/lib/forms/route-params';
import { openPage } from '@/server/page';
import { readTemplate } from '@/server/records';
import { editorContext, editorSetup } from '@/server/saved-searches';

export const metadata: Metadata = { title: 'Edit search template' };

export default async function EditTemplatePage(props: { params: Promise<{ searchId: string }> }) {
  const { session, viewer, params, load } = await openPage('/searchlinks/:searchId', props, idParams('searchId'));
  const id = params.searchId;
  const [template, context] = await load(Promise.all([readTemplate(session, id), editorContext(session, viewer, id)]));
  if (!template) notFound();
  const editable = canEditTemplate(viewer, template);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={template.name}
        description={`Search template by ${template.agentName}`}
        back={{ href: '/searchlinks', label: 'Search Templates' }}
        actions={template.shared ? <Badge tone="info">Shared</Badge> : null}
      />
      <SearchEditor
        key={template.id}
        subject={{ kind: 'template', templateId: template.id }}
        canSave={editable}
        setup={editorSetup(draftOf(template), context)}
      />
    </div>
  );
}
