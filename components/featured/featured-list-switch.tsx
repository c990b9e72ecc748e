import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import type { FeaturedList } from '@/lib/featured/rules';

const LISTS: { value: FeaturedList; label: string; href: string }[] = [
  { value: 'regular', label: 'Featured', href: '/featured' },
  { value: 'premier', label: 'Premier', href: '/featured?list=premier' },
];

/** The one template variant's switch between the regular and the premier featured list, kept in the address. */
export function FeaturedListSwitch({ list }: { list: FeaturedList }) {
  return (
    <nav aria-label="Featured list" className="inline-flex rounded-md border border-border-strong p-0.5">
      {LISTS.map((l) => (
        <AppLink
          key={l.value}
          href={l.href}
          aria-current={l.value === list ? 'page' : undefined}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium',
            l.value === list ? 'bg-brand text-brand-foreground' : 'text-foreground hover:bg-surface-sunken',
          )}
        >
          {l.label}
        </AppLink>
      ))}
    </nav>
  );
}
