import { SearchBox } from '@/components/ui/search-box';
import { SortSelect } from '@/components/ui/sort-select';
import { AGENT_SORT_OPTIONS, type AgentsQuery } from '@/lib/agents/rules';
import type { OfficeOption } from '@/lib/office-tree';
import { officeSelectOptions } from '@/components/agents/list/office-options';

export interface AgentsToolbarProps {
  query: AgentsQuery;
  /** The office tree; empty when offices are off (no office filter). */
  offices: readonly OfficeOption[];
}

/** Search, sort and office filter: each writes its parameter to the query string and goes back to page one. */
export function AgentsToolbar({ query, offices }: AgentsToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
      <SearchBox value={query.q} label="Search agents" placeholder="Search by name or email" />
      <SortSelect options={AGENT_SORT_OPTIONS} value={query.sort} label="Sort" />
      {offices.length > 0 ? (
        <SortSelect
          param="office"
          label="Office"
          value={query.office === null ? '' : String(query.office)}
          options={[{ value: '', label: 'All offices' }, ...officeSelectOptions(offices)]}
        />
      ) : null}
    </div>
  );
}
