import type { Metadata } from 'next';
import { AlertsTable } from '@/components/alerts/alerts-tables';
import { SendAlertDialog } from '@/components/alerts/send-alert-dialog';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { alertColumns, sendOptions } from '@/lib/alerts/rules';
import { alertFormBasics, listScheduledAlerts, listSentAlerts } from '@/server/alerts';
import { getHelp } from '@/server/help';
import { getOfficeTree } from '@/server/offices';
import { openPage, type SearchParams } from '@/server/page';
import { listAlertTags } from '@/server/tags';

export const metadata: Metadata = { title: 'Push notifications' };

export default async function AlertsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, app, load } = await openPage('/alerts', props);
  const options = sendOptions(viewer);
  const [scheduled, sent, help, tags, offices] = await load(
    Promise.all([
      listScheduledAlerts(session, viewer),
      listSentAlerts(session, viewer),
      getHelp(session, 'alerts'),
      // The form's look-ups: only for someone who may send. Tag and office load failures leave them empty, not the page in error.
      options.canSend ? listAlertTags(session).catch(() => []) : Promise.resolve([]),
      options.canSend && options.offices ? getOfficeTree(session, true).catch(() => []) : Promise.resolve([]),
    ]),
  );
  const columns = alertColumns(viewer);
  const basics = alertFormBasics(viewer, app);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Push notifications"
        description="Send your app's users a notification now or schedule it, to one user or to everyone carrying a tag."
        help={help}
        actions={
          options.canSend ? (
            <SendAlertDialog
              {...basics}
              tags={tags.map((t) => ({ id: t.id, name: t.name, background: t.background, textColor: t.textColor }))}
              userRecipients={options.userRecipients}
              offices={offices}
            />
          ) : null
        }
      />
      <Card title="Scheduled" flush>
        <AlertsTable kind="scheduled" rows={scheduled} columns={columns} timeZone={basics.timeZone} canDelete={options.canDelete} />
      </Card>
      <Card title="Sent" flush>
        <AlertsTable kind="sent" rows={sent} columns={columns} timeZone={basics.timeZone} />
      </Card>
    </div>
  );
}
