import { ListLoading } from '@/components/ui/list-loading';

export default function UsersLoading() {
  return <ListLoading title="Users" rows={10} label="Loading users" />;
}
