import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import { formatInZone } from '@/lib/alerts/rules';
import type { SentAlertRow } from '@/lib/agent-alerts/model';
import { CHANNEL_LABELS, SENT_DAYS, STATUS_LABELS } from '@/lib/agent-alerts/rules';

/** 'Alerts sent to you': the last SENT_DAYS days, newest first, each with where it went and how it stands. */
export function SentAlertsCard({ rows, timeZone }: { rows: SentAlertRow[]; timeZone: string }) {
  return (
    <Card title="Alerts sent to you" flush>
      {rows.length === 0 ? (
        <EmptyState title="No alerts yet" text={`Alerts of the last ${SENT_DAYS} days show here.`} />
      ) : (
        <ol className="divide-y divide-border" aria-label={`Alerts of the last ${SENT_DAYS} days`}>
          {rows.map((r) => {
            const status = STATUS_LABELS[r.status];
            return (
              <li key={r.id} className="flex flex-col gap-1 px-5 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-medium">
                    {r.link ? (
                      <AppLink href={r.link} className="hover:underline">
                        {r.title}
                      </AppLink>
                    ) : (
                      r.title
                    )}
                  </p>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{r.body}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={new Date(r.sentAt ?? r.createdAt).toISOString()}>
                    {formatInZone(Math.floor((r.sentAt ?? r.createdAt) / 1000), timeZone)}
                  </time>
                  {r.channels.length ? ` · ${r.channels.map((c) => CHANNEL_LABELS[c]).join(' and ')}` : ''}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
