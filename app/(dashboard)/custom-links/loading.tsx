import { ListLoading } from '@/components/ui/list-loading';

export default function AppResourcesLoading() {
  return <ListLoading title="App Resources" rows={6} label="Loading app resources" />;
}
