import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/states';
import { OFFICE_INDENT, type OfficeOption } from '@/lib/office-tree';

/** The offices as an indented tree (10 units per depth); each one a link to its level. */
export function OfficePicker({ offices, current }: { offices: OfficeOption[]; current: number | null }) {
  if (offices.length === 0) return <EmptyState title="No offices" />;
  return (
    <nav aria-label="Offices" className="max-h-80 overflow-y-auto rounded-md border border-border">
      <ul className="divide-y divide-border">
        {offices.map((office) => (
          <li key={office.id}>
            <AppLink
              href={`/mortgagepro?level=office&office=${office.id}`}
              aria-current={office.id === current ? 'true' : undefined}
              style={{ paddingInlineStart: 12 + office.depth * OFFICE_INDENT }}
              className={cn(
                'block py-2 pe-3 text-sm no-underline',
                office.id === current ? 'bg-brand-soft font-semibold text-brand-strong' : 'text-foreground hover:bg-surface-sunken',
              )}
            >
              {office.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
