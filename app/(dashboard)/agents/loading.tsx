import { ListLoading } from '@/components/ui/list-loading';

export default function AgentsLoading() {
  return <ListLoading title="Agents" rows={10} label="Loading agents" />;
}
