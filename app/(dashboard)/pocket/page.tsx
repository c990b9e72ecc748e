import type { Metadata } from 'next';
import { PocketTable } from '@/components/pocket/pocket-table';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { POCKET_MSG, pocketState } from '@/lib/pocket/rules';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { listPockets } from '@/server/pocket';

export const metadata: Metadata = { title: 'Exclusive listings' };

/**
 * Exclusive (pocket) listings: the three states. Automated: the feed's listings,
 * read-only, and what to do to enter them by hand; not enabled: why the list is empty and whom to
 * ask; enabled: the table with New listing, edit, delete and, with videos on, an AI video per row.
 */
export default async function PocketPage() {
  const { session, viewer, load } = await openPage('/pocket');
  const state = pocketState(viewer.toggles);
  const help = getHelp(session, 'pocket');
  const canEdit = allowed(viewer, 'pocket.edit');
  const header = (
    <PageHeader
      title="Exclusive listings"
      description="Homes you show in your app before, or instead of, the MLS."
      help={help}
      actions={
        canEdit ? (
          <AppLink href="/pocket/new" className={buttonClasses()}>
            New listing
          </AppLink>
        ) : null
      }
    />
  );
  if (state === 'disabled') {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Card title={POCKET_MSG.disabled}>
          <p className="text-sm">{POCKET_MSG.disabledAction}</p>
        </Card>
      </div>
    );
  }
  const rows = await load(listPockets(session, can.pocketVideos(viewer)));
  return (
    <div className="flex flex-col gap-4">
      {header}
      {state === 'automated' ? (
        <section aria-labelledby="pocket-automated" className="rounded-md border border-border bg-info-soft px-4 py-3 text-sm">
          <h2 id="pocket-automated" className="font-medium">
            Listings from your automated feed
          </h2>
          <p className="mt-1">{POCKET_MSG.automated}</p>
          <p className="mt-1">{POCKET_MSG.automatedAction}</p>
        </section>
      ) : null}
      <Card flush>
        <PocketTable rows={rows} canEdit={canEdit} videos={can.pocketVideos(viewer)} canOrder={allowed(viewer, 'pocket.video')} />
      </Card>
    </div>
  );
}
