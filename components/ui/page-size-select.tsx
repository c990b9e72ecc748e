import { QuerySelect } from '@/components/ui/query-select';

export interface PageSizeSelectProps {
  /** Sizes to offer, e.g. [0, 10, 25, 50]; 0 is labelled allLabel. */
  options: readonly number[];
  /** The current limit from the query string. */
  value: number;
  label?: string;
  allLabel?: string;
  className?: string;
}

/** Changes `limit` in the query string and goes back to the first page (offset removed). */
export function PageSizeSelect({ options, value, label = 'Rows per page', allLabel = 'All', className }: PageSizeSelectProps) {
  const choices = options.map((n) => ({ value: String(n), label: n === 0 ? allLabel : String(n) }));
  return <QuerySelect options={choices} value={String(value)} param="limit" label={label} size="sm" className={className} />;
}
