import { ListLoading } from '@/components/ui/list-loading';

export default function InsightsLoading() {
  return <ListLoading title="Insights" rows={10} label="Loading insights" />;
}
