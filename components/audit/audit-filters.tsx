import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { SelectField, TextField } from '@/components/ui/field';
import type { AuditQuery } from '@/lib/audit/query';

export interface AuditFiltersProps {
  query: AuditQuery;
  /** The actions this brokerage's log holds, plus the one chosen. */
  actions: string[];
}

const OUTCOMES = [
  { value: 'success', label: 'Succeeded' },
  { value: 'failure', label: 'Failed or refused' },
];

/** The filters as a plain GET form: applying them writes the URL, so reload, back and shared links keep them. */
export function AuditFilters({ query, actions }: AuditFiltersProps) {
  const choices = query.action && !actions.includes(query.action) ? [query.action, ...actions] : actions;
  return (
    // Two columns even on a phone, paired as read (who and target, action and outcome, from and to): one
    // column filled a phone's first screen with the form before the first event.
    <form method="get" action="/audit" role="search" aria-label="Filter the audit log" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <TextField label="Who" name="who" defaultValue={query.who ?? ''} placeholder="Name or email" maxLength={100} />
      <TextField label="Target" name="target" defaultValue={query.target ?? ''} placeholder="Name or id" maxLength={100} />
      <SelectField
        label="Action"
        name="action"
        defaultValue={query.action}
        placeholder="Any"
        options={choices.map((a) => ({ value: a, label: a }))}
      />
      <SelectField label="Outcome" name="outcome" defaultValue={query.outcome} placeholder="Any" options={OUTCOMES} />
      <TextField label="From" name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label="To" name="to" type="date" defaultValue={query.to ?? ''} />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-3">
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Apply filters
        </button>
        <AppLink href="/audit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Clear
        </AppLink>
      </div>
    </form>
  );
}
