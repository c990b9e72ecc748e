import { LoadingState } from '@/components/ui/states';
import { StaticElement } from '@/components/ui/static-element';

export interface ListLoadingProps {
  /** The page's title, shown at once. */
  title: string;
  /** Skeleton rows: about a page of the list. */
  rows: number;
  /** Announced while loading, e.g. 'Loading agents'. */
  label: string;
}

/** A list page's loading boundary (its loading.tsx): the title, then the table's skeleton in its card. */
export function ListLoading({ title, rows, label }: ListLoadingProps) {
  return (
    <StaticElement as="div" className="flex flex-col gap-4">
      <h1>{title}</h1>
      <div className="rounded-lg border border-border bg-surface shadow-sm">
        <LoadingState variant="table" rows={rows} label={label} />
      </div>
    </StaticElement>
  );
}
