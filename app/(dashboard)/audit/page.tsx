import type { Metadata } from 'next';
import { AuditFilters } from '@/components/audit/audit-filters';
import { AuditTable } from '@/components/audit/audit-table';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { AUDIT_QUERY, type AuditCursor } from '@/lib/audit/query';
import { auditPage } from '@/server/audit/screen';
import { openPage, type SearchParams } from '@/server/page';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, app, viewer, searchParams } = await openPage('/audit', props);
  const query = AUDIT_QUERY.parse(searchParams);
  const page = await auditPage(session, app, query);
  const exportQuery = AUDIT_QUERY.toSearchParams({ ...query, offset: 0, cursor: null }).toString();
  const [first, last] = [page.events[0], page.events.at(-1)];
  const to = (cursor: AuditCursor | null) => AUDIT_QUERY.href('/audit', searchParams, { cursor });
  const older = !!last && page.position + page.events.length < page.total;
  const links = {
    first: page.position > 0 ? to(null) : null,
    previous: first && page.position > 0 ? to({ toward: 'newer', key: { at: first.at, id: first.id } }) : null,
    next: last && older ? to({ toward: 'older', key: { at: last.at, id: last.id } }) : null,
    last: older ? to({ toward: 'oldest' }) : null,
  };
  const filtered = !!(query.who || query.action || query.target || query.from || query.to || query.outcome);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Audit log"
        description="Every staff action and sign-in in this brokerage: who, what, when and how it ended."
        actions={
          allowed(viewer, 'audit.export') ? (
            <a
              href={`/api/audit/csv${exportQuery ? `?${exportQuery}` : ''}`}
              download="audit-log.csv"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Download CSV
            </a>
          ) : null
        }
      />
      <Card>
        <AuditFilters query={query} actions={page.actions} />
      </Card>
      <Card flush>
        <AuditTable
          events={page.events}
          timeZone={page.timeZone}
          filtered={filtered}
          pagination={{
            pathname: '/audit',
            searchParams,
            total: page.total,
            offset: page.position,
            limit: query.limit,
            links,
            pageSizeOptions: AUDIT_QUERY.definition.pageSizes,
          }}
        />
      </Card>
    </div>
  );
}
