import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchEditor } from '@/components/searches/search-editor';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { idParams } from '@/lib/forms/route-params';
import { emptyDraft } from '@/lib/saved-searches/rules';
import { userLabel } from '@/lib/user-detail/rules';
import { openPage } from '@/server/page';
import { readSearchUser } from '@/server/records';
import { editorContext, editorSetup } from '@/server/saved-searches';

export const metadata: Metadata = { title: 'New saved search' };

export default async function NewSavedSearchPage(props: { params: Promise<{ userId: string }> }) {
  const { session, viewer, params, load } = await openPage('/users/:userId/agentsavedsearch', props, idParams('userId'));
  const { userId } = params;
  const [user, context] = await load(Promise.all([readSearchUser(session, userId), editorContext(session, viewer)]));
  if (!user) notFound();
  // Restricted mode: the user's name stays on the server (title, breadcrumb and RSC payload).
  const name = userLabel(viewer, user);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="New saved search" description={`For ${name}`} back={{ href: `/users/${user.id}`, label: name }} />
      <SearchEditor
        subject={{ kind: 'search', userId: user.id }}
        canSave={allowed(viewer, 'savedSearches.edit')}
        setup={editorSetup(emptyDraft(), context)}
      />
    </div>
  );
}
