import { ListLoading } from '@/components/ui/list-loading';

export default function ShowingsLoading() {
  return <ListLoading title="Showings" rows={8} label="Loading showings" />;
}
