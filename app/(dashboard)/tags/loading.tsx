import { LoadingState } from '@/components/ui/states';

export default function TagsLoading() {
  return (
    <div className="flex flex-col gap-4">
      <h1>Tags</h1>
      <div className="rounded-lg border border-border bg-surface shadow-sm">
        <LoadingState variant="table" rows={8} label="Loading tags" />
      </div>
    </div>
  );
}
