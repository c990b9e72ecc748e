// Types of routing-verdict.mjs for the TypeScript that imports it (tests/unit/cluster-routing.test.ts).
export type Spread = { count: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
export type Signup = { userId: number | null; sentAt: number; delivery: { status: number | string } | null };
export type CaseRow = { user_id: number; status: string };
export type StepRow = { user_id: number; kind: string; at: number };
export type RecordedCall = { method: string; path: string; stack: string | null; keyId: string | null };
export function keyFingerprint(key: string): string;
export function spread(list: number[]): Spread;
export function judgeSignups(input: { signups: Signup[]; cases: CaseRow[]; steps: StepRow[]; histories: Map<number, unknown[]> }): {
  failed: number;
  lost: number[];
  routedTwice: number[];
  otherSteps: number[];
  historyNotOnce: number[];
  delivered: number[];
  dropped: number[];
  firstAttemptFailed: number;
};
export function judgeReroutes(input: { sample: number[]; endedAt: number; steps: StepRow[]; histories: Map<number, unknown[]> }): {
  ms: number[];
  notRerouted: number[];
  stepsWrong: number[];
  historyNotTwice: number[];
};
export function idleCalls(
  calls: RecordedCall[],
  opts: { keyId: string; stack: string; windowMs: number },
): { stack: string; windowS: number; calls: number; perMinute: number; byPath: Record<string, number>; otherApps: Record<string, number> };
export function routingTargets(r: {
  signupToAssignment: { delivered: Spread };
  reroute: Spread;
  idle: { stack: string; perMinute: number };
}): { name: string; target: string; value: number | null; met: boolean | null }[];
