import type { SelectOption } from '@/components/ui/field';
import { QuerySelect } from '@/components/ui/query-select';

export interface SortSelectProps {
  /** The spec's sort codes with labels; value '' is the default order (parameter removed). */
  options: readonly SelectOption[];
  /** The current `sort` from the query string ('' when absent). */
  value: string;
  label?: string;
  /** Query parameter to set; 'sort' unless a screen uses another name. */
  param?: string;
  className?: string;
}

/** Changes `sort` (or another single-choice filter) in the query string and resets the offset. */
export function SortSelect({ options, value, label = 'Sort', param = 'sort', className }: SortSelectProps) {
  return <QuerySelect options={options} value={value} param={param} label={label} className={className} />;
}
