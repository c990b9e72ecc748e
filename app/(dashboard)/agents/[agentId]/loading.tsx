import { LoadingState } from '@/components/ui/states';

export default function AgentEditLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div className="h-8 w-64 rounded bg-surface-sunken motion-safe:animate-pulse" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="rounded-lg border border-border bg-surface lg:col-span-2">
          <LoadingState variant="skeleton" rows={10} label="Loading agent" />
        </div>
        <div className="flex flex-col gap-6">
          <div className="h-56 rounded-lg border border-border bg-surface motion-safe:animate-pulse" />
          <div className="h-32 rounded-lg border border-border bg-surface motion-safe:animate-pulse" />
        </div>
      </div>
    </div>
  );
}
