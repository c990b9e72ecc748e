import type { Metadata } from 'next';
import { SearchEditor } from '@/components/searches/search-editor';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { emptyDraft } from '@/lib/saved-searches/rules';
import { openPage } from '@/server/page';
import { editorContext, editorSetup } from '@/server/saved-searches';

export const metadata: Metadata = { title: 'New search template' };

export default async function NewTemplatePage() {
  const { session, viewer, load } = await openPage('/searchlinks/new');
  const context = await load(editorContext(session, viewer));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="New search template" back={{ href: '/searchlinks', label: 'Search Templates' }} />
      <SearchEditor subject={{ kind: 'template' }} canSave={allowed(viewer, 'templates.edit')} setup={editorSetup(emptyDraft(), context)} />
    </div>
  );
}
