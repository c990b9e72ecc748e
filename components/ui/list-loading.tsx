import { LoadingState } from '@/components/ui/states';

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
    <div className="flex flex-col gap-4">
      <h1>{title}</h1>
      <div className="rounded-lg border border-border bg-surface shadow-sm">
        <LoadingState variant="table" rows={rows} label={label} />
      </div>
    </div>
  );
}

export interface FormLoadingProps {
  /** Announced while loading, e.g. 'Loading saved search'. */
  label: string;
  /** A map beside the form (the saved-search and template editors). */
  map?: boolean;
}

/**
 * A form page's loading boundary (an editor's loading.tsx): its title's place, then the form's
 * skeleton, beside a map's block where the editor has one. Without it an editor under a list or a
 * detail page showed that page's skeleton while it loaded (the users' detail above a saved search,
 * the templates' and exclusive listings' tables above their forms).
 */
export function FormLoading({ label, map = false }: FormLoadingProps) {
  return (
    <div className="flex flex-col gap-4">
      <div aria-hidden="true" className="h-8 w-64 rounded bg-surface-sunken motion-safe:animate-pulse" />
      <div className={map ? 'grid gap-4 lg:grid-cols-3' : 'grid gap-4'}>
        {map ? <div aria-hidden="true" className="h-96 rounded-lg border border-border bg-surface-sunken motion-safe:animate-pulse lg:col-span-2" /> : null}
        <div className="rounded-lg border border-border bg-surface shadow-sm">
          <LoadingState variant="skeleton" rows={map ? 12 : 10} label={label} />
        </div>
      </div>
    </div>
  );
}
