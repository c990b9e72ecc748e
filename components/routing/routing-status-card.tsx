'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutation } from '@/components/hooks/use-mutation';
import { dateFormat } from '@/lib/format';
import { postJson } from '@/lib/http/json';
import type { RoutingStatus } from '@/lib/routing/status';

type Answer = { message: string };

/**
 * Routing's switch for admins: on or off (on keeps the brokerage's api key sealed in the dashboard's
 * store, off deletes it), the upstream's user webhook, and what stops routing: a refused key (Resume)
 * or upstream failures being retried.
 */
export function RoutingStatusCard({
  status,
  webhook: hook,
  timeZone,
}: {
  status: RoutingStatus;
  webhook: { ours: boolean; host: string | null } | null;
  timeZone: string;
}) {
  const act = (url: string) => ({ send: () => postJson<Answer>(url, {}), success: (a: Answer) => a.message, refresh: true });
  const on = useMutation<void, Answer>(act('/api/routing/on'));
  const off = useMutation<void, Answer>(act('/api/routing/off'));
  const resume = useMutation<void, Answer>(act('/api/routing/on'));
  const webhook = useMutation<void, Answer>(act('/api/routing/webhook'));
  const when = (at: number | null) => (at === null ? '' : dateFormat({ timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at));

  if (!status.on) {
    return (
      <Card title="Lead routing is off">
        <div className="flex flex-col gap-3 text-sm">
          <p>
            New sign-ups stay with whatever agent the app gave them. Turn routing on to hand each one to an agent by your rules, with a few
            minutes to claim it before it moves on.
          </p>
          <p className="text-muted-foreground">
            Routing acts when nobody is signed in, so it keeps the brokerage&apos;s api key (the one Settings shows), sealed, in the
            dashboard&apos;s store. Turning routing off deletes it.
          </p>
          <div>
            <Button pending={on.pending} onClick={() => void on.submit()}>
              Turn routing on
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title="Lead routing is on"
      actions={
        <ConfirmDialog
          title="Turn routing off"
          message="New sign-ups will stay with whatever agent the app gives them, and the stored api key is deleted. Turn lead routing off?"
          confirmLabel="Turn off"
          variant="danger"
          onConfirm={() => off.submit()}
          trigger={
            <Button variant="secondary" size="sm">
              Turn off
            </Button>
          }
        />
      }
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="routing-status">
        <p>
          On since {when(status.enabledAt)}, on behalf of {status.enabledBy}.
        </p>
        {status.paused ? (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-md border border-danger/40 bg-danger-soft p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-danger">
              The upstream refused the stored api key on {when(status.pausedAt)}: routing is paused and {status.waiting}{' '}
              {status.waiting === 1 ? 'lead waits' : 'leads wait'}. None is lost.
            </p>
            <Button size="sm" pending={resume.pending} onClick={() => void resume.submit()}>
              Resume with the current key
            </Button>
          </div>
        ) : null}
        {!status.paused && status.retrying > 0 ? (
          <p role="status" className="rounded-md border border-warning/40 bg-warning-soft p-3 text-warning">
            {status.retrying} {status.retrying === 1 ? 'lead is' : 'leads are'} waiting on the upstream and will be tried again
            {status.lastError ? ` (last: ${status.lastError}, ${when(status.lastErrorAt)})` : ''}.
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {hook?.ours
              ? "The upstream's user webhook points here: sign-ups reach an agent within seconds."
              : "The upstream's user webhook does not point here: sign-ups are found by a sweep once a minute. Set it to route them within seconds."}
          </p>
          {hook && !hook.ours ? (
            <ConfirmDialog
              title="Set the user webhook"
              message={
                hook.host
                  ? `The app has one editable user webhook, now sending to ${hook.host}. Setting it for lead routing replaces that address. Set it?`
                  : 'The upstream will send each new or changed user to lead routing. Set the webhook?'
              }
              confirmLabel="Set the webhook"
              onConfirm={() => webhook.submit()}
              trigger={
                <Button size="sm" variant="secondary" pending={webhook.pending}>
                  Set the webhook
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
