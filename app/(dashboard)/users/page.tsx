import type { Metadata } from 'next';
import { Card } from '@/components/ui/card';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QuerySelect } from '@/components/ui/query-select';
import { SearchBox } from '@/components/ui/search-box';
import { SortSelect } from '@/components/ui/sort-select';
import { AgentFilter } from '@/components/users/agent-filter';
import { BulkBar } from '@/components/users/bulk-bar';
import { NewUserDialog } from '@/components/users/new-user-dialog';
import { UsersSelection } from '@/components/users/selection';
import { UsersCsvImportDialog } from '@/components/users/users-csv-import-dialog';
import { UsersTable } from '@/components/users/users-table';
import { allowed } from '@/lib/access';
import { withQuery } from '@/lib/paging';
import { canFilterByAgent, offersCreateSearch, offersCsvDownload, parseUsersQuery, USER_SORT_OPTIONS } from '@/lib/users/rules';
import { getAgentProfile } from '@/server/agent-profile';
import { getHelp } from '@/server/help';
import { openPage, type SearchParams } from '@/server/page';
import { listTags } from '@/server/tags';
import { listUsers } from '@/server/users';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, searchParams: params, load } = await openPage('/users', props);
  const query = parseUsersQuery(params, viewer);
  const [list, tags, help] = await load(
    Promise.all([
      listUsers(session, query),
      // The tag filter and bulk tags; a failure only leaves the filter without choices, not the list in error.
      listTags(session).catch(() => []),
      getHelp(session, 'users'),
    ]),
  );
  const mayChangeAgent = allowed(viewer, 'users.bulkAgent');
  const mayAddTags = allowed(viewer, 'users.bulkTags');
  const selectable = (mayChangeAgent || mayAddTags) && list.users.length > 0;
  const realTags = tags.filter((t) => t.kind !== 'virtual' && t.id > 0);
  const tagOptions = realTags.map((t) => ({ value: t.tag, label: t.name }));
  if (query.tag && !tagOptions.some((o) => o.value.toLowerCase() === query.tag?.toLowerCase()))
    tagOptions.push({ value: query.tag, label: query.tag });
  const filtered = query.q !== '' || query.agent !== null || query.tag !== null;
  // The filter's label: the agent's name from the rows, or (no row on this page) from their profile; unknown: '#id'.
  const agentName =
    query.agent === null
      ? null
      : (list.users.find((u) => u.agentId === query.agent)?.agentName ??
        (await getAgentProfile(session, query.agent).then(
          (a) => a?.displayName ?? null,
          () => null,
        )));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Users"
        description="The people using your app: search them, filter them, and update many at once."
        help={help}
        actions={
          <>
            {offersCsvDownload(viewer) ? (
              <a href="/api/users/csv" download="users.csv" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                Download CSV
              </a>
            ) : null}
            {allowed(viewer, 'users.csvUpload') ? <UsersCsvImportDialog /> : null}
            {allowed(viewer, 'users.create') ? <NewUserDialog /> : null}
          </>
        }
      />
      <Card flush>
        <div className="flex flex-wrap items-end gap-3 border-b border-border px-4 py-3">
          <SearchBox value={query.q} label="Search users" placeholder="Search by name, email or phone" />
          <SortSelect options={USER_SORT_OPTIONS} value={query.sort} label="Sort" />
          <QuerySelect param="tag" label="Tag" value={query.tag ?? ''} options={[{ value: '', label: 'All tags' }, ...tagOptions]} />
          {canFilterByAgent(viewer) ? <AgentFilter agent={query.agent === null ? null : { id: query.agent, name: agentName }} /> : null}
        </div>
        {/* A new list (other query) starts with nothing selected. */}
        <UsersSelection key={withQuery(params, {}).toString()} pageIds={list.users.map((u) => u.id)}>
          {selectable ? (
            <BulkBar
              total={list.total}
              filters={{ q: query.q, agent: query.agent, tag: query.tag }}
              mayChangeAgent={mayChangeAgent}
              mayAddTags={mayAddTags}
              tags={realTags.map((t) => ({ id: t.id, name: t.name }))}
            />
          ) : null}
          <UsersTable
            rows={list.users}
            total={list.total}
            offset={query.offset}
            limit={query.limit}
            sort={query.sort}
            searchParams={params}
            selectable={selectable}
            createSearch={offersCreateSearch(viewer)}
            filtered={filtered}
            now={list.readAt}
          />
        </UsersSelection>
      </Card>
    </div>
  );
}
