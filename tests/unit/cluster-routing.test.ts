import { describe, expect, it } from 'vitest';
import { keyFingerprint as demoFingerprint } from '@/demo-api/http/record';
import { idleCalls, judgeReroutes, judgeSignups, keyFingerprint, routingTargets, spread } from '@/scripts/cluster/routing-verdict.mjs';

const signup = (userId: number | null, sentAt: number, status: number | string = 200) => ({ userId, sentAt, delivery: { status } });
const history = (entries: Record<number, number>) =>
  new Map(Object.entries(entries).map(([id, n]) => [Number(id), Array.from({ length: n }, () => ({}))]));

describe("the cluster's routing phase, judged", () => {
  it('counts a sign-up routed once and changed upstream once, and times it apart by whether its webhook came', () => {
    const out = judgeSignups({
      signups: [signup(1, 1_000), signup(2, 1_000, 'dropped'), signup(3, 1_000, 502)],
      cases: [1, 2, 3].map((user_id) => ({ user_id, status: 'offered' })),
      steps: [
        { user_id: 1, kind: 'routed', at: 1_400 },
        { user_id: 2, kind: 'routed', at: 51_000 },
        { user_id: 3, kind: 'routed', at: 17_000 },
      ],
      histories: history({ 1: 1, 2: 1, 3: 1 }),
    });
    expect(out).toMatchObject({
      failed: 0,
      lost: [],
      routedTwice: [],
      otherSteps: [],
      historyNotOnce: [],
      delivered: [400, 16_000],
      dropped: [50_000],
      firstAttemptFailed: 1,
    });
  });

  it('finds the lost, the routed twice, the re-routed too soon and the changed twice upstream', () => {
    const out = judgeSignups({
      signups: [signup(1, 0), signup(2, 0), signup(3, 0), signup(4, 0), signup(null, 0)],
      cases: [
        { user_id: 1, status: 'new' },
        { user_id: 2, status: 'offered' },
        { user_id: 3, status: 'offered' },
      ],
      steps: [
        { user_id: 2, kind: 'routed', at: 5 },
        { user_id: 2, kind: 'routed', at: 6 },
        { user_id: 3, kind: 'routed', at: 5 },
        { user_id: 3, kind: 'expired', at: 7 },
      ],
      histories: history({ 1: 0, 2: 2, 3: 1 }),
    });
    expect(out).toMatchObject({ failed: 1, lost: [1, 4], routedTwice: [2], otherSteps: [3], historyNotOnce: [1, 2, 4] });
  });

  it('times a re-route from the window end, and wants expired and re-routed once each with two changes upstream', () => {
    const steps = [
      { user_id: 1, kind: 'routed', at: 0 },
      { user_id: 1, kind: 'expired', at: 10_500 },
      { user_id: 1, kind: 'rerouted', at: 11_000 },
      { user_id: 2, kind: 'routed', at: 0 },
    ];
    expect(judgeReroutes({ sample: [1, 2], endedAt: 10_000, steps, histories: history({ 1: 2, 2: 1 }) })).toEqual({
      ms: [1_000],
      notRerouted: [2],
      stepsWrong: [2],
      historyNotTwice: [2],
    });
  });

  it("counts an idle window's calls made with the one key, by path without the query, and any other app's apart", () => {
    const keyId = keyFingerprint('dk_acme_secret');
    const calls = [
      { method: 'GET', path: '/users?limit=50&offset=0&sort=j', stack: 'acme', keyId },
      { method: 'GET', path: '/offices', stack: 'bay', keyId: keyFingerprint('dk_bay_other') },
    ];
    expect(idleCalls(calls, { keyId, stack: 'acme', windowMs: 60_000 })).toEqual({
      stack: 'acme',
      windowS: 60,
      calls: 1,
      perMinute: 1,
      byPath: { 'GET /users': 1 },
      otherApps: { 'bay: GET /offices': 1 },
    });
  });

  it("fingerprints a key as the demo's record does", () => {
    expect(keyFingerprint('dk_acme_0123')).toBe(demoFingerprint('dk_acme_0123'));
    expect(keyFingerprint('dk_acme_0123')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('states the latency, re-route and idle targets with their verdicts', () => {
    const targets = routingTargets({
      signupToAssignment: { delivered: spread([300, 400, 500, 12_000]) },
      reroute: spread([1_200, 2_500]),
      idle: { stack: 'acme', perMinute: 1 },
    });
    expect(targets.map((t) => [t.value, t.target, t.met])).toEqual([
      [400, '≤ 1000 ms', true],
      [12_000, '≤ 10000 ms', false],
      [2_500, '≤ 30000 ms', true],
      [1, '≤ 1', true],
    ]);
  });
});
