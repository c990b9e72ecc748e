import { ListLoading } from '@/components/ui/list-loading';

export default function FavoritesListsLoading() {
  return <ListLoading title="Favorites Lists" rows={4} label="Loading lists" />;
}
