import type { Metadata } from 'next';
import { TagDialog } from '@/components/tags/tag-dialog';
import { TagsTable } from '@/components/tags/tags-table';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { offersSuperTag, tagRow } from '@/lib/tags/rules';
import { getHelp } from '@/server/help';
import { openPage, type SearchParams } from '@/server/page';
import { listTags } from '@/server/tags';

export const metadata: Metadata = { title: 'Tags' };

export default async function TagsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, load } = await openPage('/tags', props);
  const [tags, help] = await load(Promise.all([listTags(session), getHelp(session, 'tags')]));
  const offerSuper = offersSuperTag(viewer);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Tags"
        description="Label your users, then find them, filter them and send them notifications by tag."
        help={help}
        actions={allowed(viewer, 'tags.create') ? <TagDialog offerSuper={offerSuper} /> : null}
      />
      <Card flush>
        <TagsTable rows={tags.map((tag) => tagRow(viewer, tag))} offerSuper={offerSuper} />
      </Card>
    </div>
  );
}
