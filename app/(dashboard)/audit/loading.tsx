import { ListLoading } from '@/components/ui/list-loading';

export default function AuditLoading() {
  return <ListLoading title="Audit log" rows={8} label="Loading the audit log" />;
}
