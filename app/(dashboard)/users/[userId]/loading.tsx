import { LoadingState } from '@/components/ui/states';

export default function UserDetailLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div className="h-8 w-64 rounded bg-surface-sunken motion-safe:animate-pulse" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="rounded-lg border border-border bg-surface">
          <LoadingState variant="skeleton" rows={8} label="Loading user" />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <div className="h-28 rounded-lg border border-border bg-surface motion-safe:animate-pulse" />
          <div className="h-72 rounded-lg border border-border bg-surface motion-safe:animate-pulse" />
        </div>
      </div>
    </div>
  );
}
