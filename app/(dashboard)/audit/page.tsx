import type { Metadata } from 'next';
import { AuditFilters } from '@/components/audit/audit-filters';
import { AuditTable } from '@/components/audit/audit-table';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { AUDIT_QUERY } from '@/lib/audit/query';
import { auditPage } from '@/server/audit/screen';
import { openPage, type SearchParams } from '@/server/page';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, app, viewer, searchParams } = await openPage('/audit', props);
  const query = AUDIT_QUERY.parse(searchParams);
  const page = await auditPage(session, app, query);
  const exportQuery = AUDIT_QUERY.toSearchParams({ ...query, offset: 0 }).toString();
  const filtered = !!(query.who || query.action || query.target || query.from || query.to || query.outcome);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Audit log"
        description="Every staff action and sign-in in this brokerage: who, what, when and how it ended."
        actions={
          allowed(viewer, 'audit.export') ? (
            <a href={`/api/audit/csv${exportQuery ? `?${exportQuery}` : ''}`} download="audit-log.csv" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
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
          pagination={{ pathname: '/audit', searchParams, total: page.total, offset: query.offset, limit: query.limit, pageSizeOptions: AUDIT_QUERY.definition.pageSizes }}
        />
      </Card>
    </div>
  );
}
