import { ListLoading } from '@/components/ui/list-loading';

export default function AlertsLoading() {
  return <ListLoading title="Push notifications" rows={6} label="Loading notifications" />;
}
