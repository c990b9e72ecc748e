import { PERIODS, type Period } from '@/lib/insights/rules';
import { defineListQuery, oneOfFilter } from '@/lib/list-query';

/**
 * The routing report's URL state: the period (the last 7, 30 or 90 days, as Insights counts them), the
 * sort both its tables follow, and the agents table's paging. Pure: the page, the handlers and the
 * tests share one reading.
 */

export { PERIOD_LABELS, PERIODS, type Period } from '@/lib/insights/rules';

/** '' (no parameter): most leads received first. Each column's header switches between its two codes. */
export const REPORT_SORT_OPTIONS = [
  { value: '', label: 'Leads received (most first)' },
  { value: 'received_asc', label: 'Leads received (fewest first)' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'name_desc', label: 'Name (Z–A)' },
  { value: 'share', label: 'Contacted in time (lowest first)' },
  { value: 'share_desc', label: 'Contacted in time (highest first)' },
  { value: 'median', label: 'Median time to contact (fastest first)' },
  { value: 'median_desc', label: 'Median time to contact (slowest first)' },
  { value: 'p90', label: '90th percentile (fastest first)' },
  { value: 'p90_desc', label: '90th percentile (slowest first)' },
  { value: 'moved', label: 'Moved away (fewest first)' },
  { value: 'moved_desc', label: 'Moved away (most first)' },
] as const;
export type ReportSort = (typeof REPORT_SORT_OPTIONS)[number]['value'];

export const REPORT_PAGE_SIZES = [25, 50, 0] as const;
export const DEFAULT_REPORT_PERIOD: Period = 30;

export const REPORT_QUERY = defineListQuery({
  sorts: REPORT_SORT_OPTIONS,
  pageSizes: REPORT_PAGE_SIZES,
  defaultPageSize: 25,
  searchMax: 0,
  filters: { period: oneOfFilter(PERIODS, DEFAULT_REPORT_PERIOD) },
});

export type ReportQuery = ReturnType<typeof REPORT_QUERY.parse>;
