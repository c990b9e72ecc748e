import { Card } from '@/components/ui/card';
import { dateFormat } from '@/lib/format';
import { stepPhrase, type TimelineStep } from '@/lib/routing/timeline';

/**
 * How lead routing handed this user out, step by step, in the brokerage's time zone. The steps read
 * as one sentence ('Routed by "…" to Dana at 10:02 · not contacted in 5 min · to Eli at 10:07'),
 * written as a list so each step is its own line on a phone.
 */
export function RoutingTimelineCard({ steps, timeZone }: { steps: TimelineStep[]; timeZone: string }) {
  if (steps.length === 0) return null;
  const first = steps[0] as TimelineStep;
  const sameDay = (at: number) =>
    dateFormat({ timeZone, dateStyle: 'medium' }).format(at) === dateFormat({ timeZone, dateStyle: 'medium' }).format(first.at);
  const time = (at: number) =>
    (sameDay(at)
      ? dateFormat({ timeZone, hour: 'numeric', minute: '2-digit' })
      : dateFormat({ timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    ).format(at);
  return (
    <Card title="Lead routing">
      <p className="mb-2 text-xs text-muted-foreground">{dateFormat({ timeZone, dateStyle: 'medium' }).format(first.at)}</p>
      <ol aria-label="Routing timeline" className="flex flex-col gap-1 text-sm" data-testid="routing-timeline">
        {steps.map((s, i) => (
          <li key={`${s.at}-${i}`} className="[overflow-wrap:anywhere]">
            {i > 0 ? (
              <span aria-hidden="true" className="text-muted-foreground">
                ·{' '}
              </span>
            ) : null}
            {stepPhrase(s, time)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
