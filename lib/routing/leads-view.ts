/** What the agent's New leads and the managers' unclaimed leads show. Pure. */

export type NewLeadRow = {
  userId: number;
  name: string;
  why: string;
  /** When the claim window ends (ms). */
  deadline: number;
  /** Offered to a group: claim it to get it (its contact details are theirs once claimed). */
  group: boolean;
  email: string | null;
  phone: string | null;
};

export type UnclaimedLeadRow = { userId: number; name: string; why: string; at: number; agentName: string | null };

/** '4:05 left', '0:09 left'; past the deadline 'moving on…' (the engine acts within seconds). */
export function timeLeftText(deadline: number, now: number): string {
  const left = Math.ceil((deadline - now) / 1000);
  if (left <= 0) return 'Moving on…';
  const minutes = Math.floor(left / 60);
  const hours = Math.floor(minutes / 60);
  if (hours > 0) return `${hours} h ${minutes % 60} min left`;
  return `${minutes}:${String(left % 60).padStart(2, '0')} left`;
}

export const LEADS_MSG = {
  newLeads: 'New leads',
  newLeadsText: 'Claim each one, or call, text or e-mail them, before the time runs out: an untouched lead moves on to the next agent.',
  unclaimed: 'Leads nobody claimed',
  unclaimedText: 'Nobody touched these leads in time, through every agent of their rule. Give each one to an agent.',
  claim: 'Claim',
  group: 'First to claim gets it',
} as const;
