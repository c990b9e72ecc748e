import { LoadingState } from '@/components/ui/states';

/**
 * The group's loading boundary: it also covers every signed-in screen without a loading.tsx of its
 * own, so it stays neutral. The home draws its frame at once and each card its own skeleton.
 */
export default function Loading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true" className="h-8 w-48 rounded bg-surface-sunken motion-safe:animate-pulse" />
      <LoadingState variant="skeleton" rows={6} label="Loading" className="rounded-lg border border-border bg-surface" />
    </div>
  );
}
