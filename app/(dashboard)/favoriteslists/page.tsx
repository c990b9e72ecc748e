import type { Metadata } from 'next';
import { FavoritesListCard } from '@/components/favorites-lists/favorites-list-card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { FAV_MSG, favoritesAbilities } from '@/lib/favorites-lists/rules';
import { readFavoritesCards } from '@/server/favorites-lists';
import { getHelp } from '@/server/help';
import { openPage, type SearchParams } from '@/server/page';

export const metadata: Metadata = { title: 'Favorites Lists' };

export default async function FavoritesListsPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, load } = await openPage('/favoriteslists', props);
  // A failed read is the spec's own message here (null), not the generic one; an expired key still signs out (load).
  const [lists, help] = await load(Promise.all([readFavoritesCards(session, viewer), getHelp(session, 'favoriteslists')]));
  const can = favoritesAbilities(viewer);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Favorites Lists"
        description="Share lists of favourite homes with your users and choose who sees them."
        help={help}
      />
      {lists === null ? (
        <div className="rounded-lg border border-border bg-surface">
          <ErrorState message={FAV_MSG.loadFailed} />
        </div>
      ) : lists.length === 0 ? (
        <div className="rounded-lg border border-border bg-surface">
          <EmptyState title="No favorites lists" text={FAV_MSG.empty} />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {lists.map((card) => (
            <FavoritesListCard key={card.listId} card={card} can={can} />
          ))}
        </div>
      )}
    </div>
  );
}
