import { ListLoading } from '@/components/ui/list-loading';

export default function SearchTemplatesLoading() {
  return <ListLoading title="Search Templates" rows={6} label="Loading search templates" />;
}
