import { Card } from '@/components/ui/card';
import { mailtoHref } from '@/components/ui/contact-links';
import { BLURRED_ROWS, USER_MSG } from '@/lib/user-detail/rules';

/**
 * agentInsightsEnabled off: the 'Upgrade required' notice with a way to contact support, over a
 * blurred preview of the most-viewed list (4 rows). The preview is drawn from placeholders, never
 * the user's data: the plan does not include it.
 */
export function InsightsUpgrade({ supportEmail }: { supportEmail: string }) {
  return (
    <Card title="Most viewed listings">
      <div className="relative">
        <ol aria-hidden="true" className="pointer-events-none divide-y divide-border blur-sm select-none" data-testid="blurred-rows">
          {Array.from({ length: BLURRED_ROWS }, (_, i) => (
            <li key={i} className="flex items-center gap-3 py-3">
              <span className="size-12 shrink-0 rounded-md bg-surface-sunken" />
              <span className="flex-1">
                <span className="block h-3 w-2/3 rounded bg-surface-sunken" />
                <span className="mt-2 block h-3 w-1/3 rounded bg-surface-sunken" />
              </span>
              <span className="text-sm font-semibold tabular-nums">{12 - i * 3}</span>
            </li>
          ))}
        </ol>
        <UpgradeOverlay supportEmail={supportEmail} />
      </div>
    </Card>
  );
}

/** The 'Upgrade required' notice laid over a blurred preview (user detail, /insights). */
export function UpgradeOverlay({ supportEmail }: { supportEmail: string }) {
  return (
    <div role="note" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/70 p-4 text-center">
      <p className="text-base font-semibold">{USER_MSG.upgradeRequired}</p>
      <p className="text-sm text-muted-foreground">{USER_MSG.upgradeText}</p>
      <a href={mailtoHref(supportEmail) ?? undefined} className="text-sm font-medium text-brand-strong underline-offset-2 hover:underline">
        {USER_MSG.contactSupport}
      </a>
    </div>
  );
}
