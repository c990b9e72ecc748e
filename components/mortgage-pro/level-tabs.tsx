import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import type { MortgageProLevelKind } from '@/lib/mortgage-pro/check';

const LABELS: Record<MortgageProLevelKind, string> = { app: 'App', office: 'Office', agent: 'Agent' };

/** The admin's level choice, kept in the query string (links, so back and reload keep it). */
export function LevelTabs({ current, officesEnabled }: { current: MortgageProLevelKind; officesEnabled: boolean }) {
  const kinds: MortgageProLevelKind[] = officesEnabled ? ['app', 'office', 'agent'] : ['app', 'agent'];
  return (
    <nav aria-label="Mortgage Pro level">
      <ul className="inline-flex rounded-md border border-border-strong bg-surface p-0.5 shadow-xs">
        {kinds.map((kind) => (
          <li key={kind}>
            <AppLink
              href={`/mortgagepro?level=${kind}`}
              aria-current={kind === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded px-4 text-sm font-medium no-underline',
                kind === current ? 'bg-brand text-brand-foreground' : 'text-foreground hover:bg-surface-sunken',
              )}
            >
              {LABELS[kind]}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
