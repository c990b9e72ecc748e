/** The agent plan bar of the dashboard home (spec 1 section 9): agents used against the plan's limit. */

export type PlanTone = 'success' | 'warning' | 'danger';

export type PlanUsage =
  | { kind: 'unlimited'; agents: number }
  | {
      kind: 'limited';
      agents: number;
      limit: number;
      /** Share of the limit in use, in whole percent; may exceed 100 when over the limit. */
      percent: number;
      /** Width of the bar, 0 to 100. */
      fill: number;
      tone: PlanTone;
      /** At or over the limit: the spec's 'Contact support to add more' is shown. */
      full: boolean;
    };

/** Shown with the danger bar, verbatim from the spec. */
export const PLAN_FULL_MESSAGE = 'Contact support to add more';

/** Green under 50 %, warning from 50 %, danger from 100 %; a limit of 0 or less means unlimited. */
export function planUsage(agents: number, limit: number): PlanUsage {
  const used = Math.max(0, agents);
  if (!(limit > 0)) return { kind: 'unlimited', agents: used };
  const ratio = used / limit;
  const tone: PlanTone = ratio >= 1 ? 'danger' : ratio >= 0.5 ? 'warning' : 'success';
  // Floor, so a bar one agent short of the limit never reads 100 % while it is still only a warning.
  const percent = Math.floor(ratio * 100);
  return { kind: 'limited', agents: used, limit, percent, fill: Math.min(100, ratio * 100), tone, full: ratio >= 1 };
}
