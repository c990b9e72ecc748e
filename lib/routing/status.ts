/** What /routing and the home page say about a brokerage's routing. Pure types and words. */

export type RoutingStatus = {
  on: boolean;
  /** The admin who turned it on (routing acts on their behalf), and when (ms). */
  enabledBy: string | null;
  enabledAt: number | null;
  /** The upstream refused the stored key: nothing is routed until a key is given again. */
  paused: boolean;
  pausedAt: number | null;
  /** The latest upstream failure the engine met, and when; cleared by the next success. */
  lastError: string | null;
  lastErrorAt: number | null;
  /** Leads the engine must act on now or soon, and how many of them failed a try. */
  waiting: number;
  retrying: number;
};

export const ROUTING_MSG = {
  enabled: 'Lead routing is on.',
  disabled: 'Lead routing is off. The stored api key was deleted.',
  resumed: 'Lead routing resumed with the current api key.',
  webhookSet: "The upstream's user webhook now points to lead routing.",
  paused:
    "Lead routing is paused: the upstream refused the brokerage's api key. New leads wait, none is lost. Resume to route them with the current key.",
  keyUnavailable: "The brokerage's api key could not be read. Check that the API key is available on Settings, then try again.",
  notOn: 'Lead routing is off.',
  notClaimable: 'This lead is no longer yours to claim.',
  claimed: 'Lead claimed.',
} as const;
