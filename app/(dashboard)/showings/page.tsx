import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { ShowingUserFilter } from '@/components/showings/user-filter';
import { ShowingsTable } from '@/components/showings/showings-table';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { QuerySelect } from '@/components/ui/query-select';
import { openedShowingId, SHOWING_LIST, SHOWING_PARAM, SHOWING_STATUS_LABELS, SHOWING_STATUSES } from '@/lib/showings/rules';
import { getHelp } from '@/server/help';
import { openPage, type SearchParams } from '@/server/page';
import { listShowings, showingsTimeZone, showingUserName, showingView } from '@/server/showings';

export const metadata: Metadata = { title: 'Showings' };

const VIEWS = [
  { value: 'current', label: 'Current' },
  { value: 'past', label: 'Past' },
] as const;

/**
 * Showings: the agent's showing requests, Current or Past, by status and by
 * user, paged 25/50/100 with up to five page buttons; every choice lives in the query string.
 */
export default async function ShowingsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, searchParams: params, load } = await openPage('/showings', props);
  const query = SHOWING_LIST.parse(params);
  // ?showing={id} opens that showing's details on arrival (Today's 'Waiting for you' links here).
  const openId = openedShowingId(params[SHOWING_PARAM]);
  const [list, timeZone, help, userName, opened] = await load(
    Promise.all([
      listShowings(session, viewer, query),
      showingsTimeZone(session),
      getHelp(session, 'showings'),
      query.user === null ? Promise.resolve(null) : showingUserName(session, query.user),
      // Read on its own (it may be on another page of the list); one that is not the viewer's opens nothing.
      openId === null ? Promise.resolve(null) : showingView(session, viewer, openId).catch(() => null),
    ]),
  );
  const filterUser =
    query.user === null
      ? null
      : { id: query.user, name: list.rows.find((r) => r.userId === query.user)?.userName ?? userName ?? `User #${query.user}` };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Showings" description="Showing requests from your users: accept a time, suggest another, or cancel." help={help} />
      <Card flush>
        <div className="flex flex-wrap items-end gap-3 border-b border-border px-4 py-3">
          <nav aria-label="Current or past showings" className="flex rounded-md border border-border-strong p-0.5">
            {VIEWS.map((v) => {
              const active = query.view === v.value;
              return (
                <AppLink
                  key={v.value}
                  href={SHOWING_LIST.href('/showings', params, { view: v.value })}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded px-3 py-1.5 text-sm font-medium no-underline',
                    active ? 'bg-brand text-brand-foreground' : 'text-foreground hover:bg-surface-sunken',
                  )}
                >
                  {v.label}
                </AppLink>
              );
            })}
          </nav>
          <QuerySelect
            param="status"
            label="Status"
            value={query.status}
            options={[
              { value: '', label: 'All statuses' },
              ...SHOWING_STATUSES.map((s) => ({ value: s, label: SHOWING_STATUS_LABELS[s] })),
            ]}
          />
          <ShowingUserFilter user={filterUser} />
        </div>
        <ShowingsTable rows={list.rows} total={list.total} query={query} searchParams={params} timeZone={timeZone} opened={opened} />
      </Card>
    </div>
  );
}
