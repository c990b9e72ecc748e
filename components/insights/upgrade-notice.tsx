import { Card } from '@/components/ui/card';
import { UpgradeOverlay } from '@/components/user-detail/insights-upgrade';

/**
 * agentInsightsEnabled off: the spec's 'Upgrade required' notice with the contact-support line, over a
 * blurred preview of the hot leads (placeholders, never real data: the plan does not include it).
 */
export function InsightsUpgradeNotice({ supportEmail }: { supportEmail: string }) {
  return (
    <Card title="Hot leads">
      <div className="relative">
        <ol aria-hidden="true" className="pointer-events-none divide-y divide-border blur-sm select-none" data-testid="blurred-rows">
          {['Hot', 'Hot', 'Warm', 'Cooling'].map((level, i) => (
            <li key={i} className="flex items-center gap-3 py-3">
              <span className="size-9 shrink-0 rounded-full bg-surface-sunken" />
              <span className="flex-1">
                <span className="block h-3 w-1/2 rounded bg-surface-sunken" />
                <span className="mt-2 block h-3 w-2/3 rounded bg-surface-sunken" />
              </span>
              <span className="text-sm font-semibold">{level}</span>
            </li>
          ))}
        </ol>
        <UpgradeOverlay supportEmail={supportEmail} />
      </div>
    </Card>
  );
}
