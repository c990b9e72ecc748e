import { formatDate } from '@/lib/format';

/** A self-provisioned agent whose subscription was canceled: when the agent will be deactivated. */
export function DeactivationBanner({ deactivatesAt }: { deactivatesAt: number | null }) {
  const date = formatDate(deactivatesAt);
  return (
    <div role="status" className="rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm text-warning">
      <p className="font-semibold">Subscription canceled</p>
      <p className="mt-1 text-foreground">
        {date
          ? `This agent's subscription was canceled. The agent will be deactivated on ${date}.`
          : "This agent's subscription was canceled. The agent will be deactivated at the end of the billing period."}
      </p>
    </div>
  );
}
