import { ListLoading } from '@/components/ui/list-loading';

export default function TagsLoading() {
  return <ListLoading title="Tags" rows={8} label="Loading tags" />;
}
