import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchEditor } from '@/components/searches/search-editor';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { idParams } from '@/lib/forms/route-params';
import { draftOf } from '@/lib/saved-searches/rules';
import { userLabel } from '@/lib/user-detail/rules';
import { openPage } from '@/server/page';
import { readSavedSearch } from '@/server/records';
import { editorContext, editorSetup, getSearchUser, orNull } from '@/server/saved-searches';

export const metadata: Metadata = { title: 'Edit saved search' };

export default async function EditSavedSearchPage(props: { params: Promise<{ userId: string; searchId: string }> }) {
  const { session, viewer, params, load } = await openPage(
    '/users/:userId/agentsavedsearch/:searchId',
    props,
    idParams('userId', 'searchId'),
  );
  const { userId, searchId } = params;
  const [user, search, context] = await load(
    Promise.all([orNull(getSearchUser(session, userId)), readSavedSearch(session, userId, searchId), editorContext(session, viewer)]),
  );
  if (!user || !search) notFound();
  // Restricted mode: the user's name stays on the server (title, breadcrumb and RSC payload).
  const name = userLabel(viewer, user);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={search.name} description={`Saved search for ${name}`} back={{ href: `/users/${user.id}`, label: name }} />
      <SearchEditor
        key={search.id}
        subject={{ kind: 'search', userId: user.id, searchId: search.id }}
        canSave={allowed(viewer, 'savedSearches.edit')}
        setup={editorSetup(draftOf(search), context)}
      />
    </div>
  );
}
