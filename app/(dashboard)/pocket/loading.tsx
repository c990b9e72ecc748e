import { ListLoading } from '@/components/ui/list-loading';

export default function PocketLoading() {
  return <ListLoading title="Exclusive listings" rows={6} label="Loading exclusive listings" />;
}
