import { LoadingState } from '@/components/ui/states';

export default function MortgageProLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div className="h-8 w-48 rounded bg-surface-sunken motion-safe:animate-pulse" />
      <div className="h-24 rounded-lg border border-border bg-surface motion-safe:animate-pulse" />
      <div className="rounded-lg border border-border bg-surface">
        <LoadingState variant="skeleton" rows={6} label="Loading Mortgage Pro" />
      </div>
    </div>
  );
}
