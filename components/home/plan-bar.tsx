import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';
import { PLAN_FULL_MESSAGE, planUsage, type PlanTone } from '@/lib/home/rules';

const fills: Record<PlanTone, string> = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' };
const texts: Record<PlanTone, string> = { success: 'text-success', warning: 'text-warning', danger: 'text-danger' };

/** Agents in use against the plan's limit (admin only): green, then warning from 50 %, danger from 100 %. */
export function PlanBar({ agents, limit }: { agents: number; limit: number }) {
  const titleId = useId();
  const usage = planUsage(agents, limit);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-surface p-5 shadow-sm" data-testid="plan-bar">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          Agent plan
        </h2>
        {usage.kind === 'unlimited' ? (
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatNumber(usage.agents)}</span> agents · Unlimited plan
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatNumber(usage.agents)}</span> of{' '}
            <span className="tabular-nums">{formatNumber(usage.limit)}</span> agents ({usage.percent}%)
          </p>
        )}
      </div>
      {usage.kind === 'limited' ? (
        <>
          <div
            role="progressbar"
            aria-labelledby={titleId}
            aria-valuemin={0}
            aria-valuemax={usage.limit}
            aria-valuenow={Math.min(usage.agents, usage.limit)}
            aria-valuetext={`${usage.agents} of ${usage.limit} agents`}
            data-tone={usage.tone}
            className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-surface-sunken"
          >
            <div className={cn('h-full rounded-full', fills[usage.tone])} style={{ width: `${usage.fill}%` }} />
          </div>
          {usage.full ? <p className={cn('mt-2 text-sm font-medium', texts[usage.tone])}>{PLAN_FULL_MESSAGE}</p> : null}
        </>
      ) : null}
    </section>
  );
}
