import { LoadingState } from '@/components/ui/states';

export default function AgentsLoading() {
  return (
    <div className="flex flex-col gap-4">
      <h1>Agents</h1>
      <div className="rounded-lg border border-border bg-surface shadow-sm">
        <LoadingState variant="table" rows={10} label="Loading agents" />
      </div>
    </div>
  );
}
