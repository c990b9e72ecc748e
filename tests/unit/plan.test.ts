import { describe, expect, it } from 'vitest';
import { planUsage, PLAN_FULL_MESSAGE } from '@/lib/home/rules';

describe('planUsage', () => {
  it('is green under 50 percent of the limit', () => {
    expect(planUsage(0, 200)).toMatchObject({ kind: 'limited', tone: 'success', percent: 0, fill: 0, full: false });
    expect(planUsage(99, 200)).toMatchObject({ tone: 'success', percent: 49, full: false });
    expect(planUsage(150, 1000)).toMatchObject({ tone: 'success', percent: 15, fill: 15 });
  });

  it('warns from exactly 50 percent up to just under the limit', () => {
    expect(planUsage(100, 200)).toMatchObject({ tone: 'warning', percent: 50, full: false });
    expect(planUsage(150, 250)).toMatchObject({ tone: 'warning', percent: 60 });
    expect(planUsage(199, 200)).toMatchObject({ tone: 'warning', percent: 99, full: false });
  });

  it('is danger and full from 100 percent, the bar capped at its width', () => {
    expect(planUsage(200, 200)).toMatchObject({ tone: 'danger', percent: 100, fill: 100, full: true });
    expect(planUsage(150, 100)).toMatchObject({ tone: 'danger', percent: 150, fill: 100, full: true });
  });

  it('reads a limit of 0 or less as unlimited', () => {
    expect(planUsage(150, 0)).toEqual({ kind: 'unlimited', agents: 150, full: false });
    expect(planUsage(150, -1)).toEqual({ kind: 'unlimited', agents: 150, full: false });
  });

  it('blocks creating an agent at the limit, never with a limit of 0 or less', () => {
    expect(
      [
        [150, 200],
        [200, 200],
        [250, 200],
        [5000, 0],
        [5000, -1],
      ].map(([agents, limit]) => planUsage(agents!, limit!).full),
    ).toEqual([false, true, true, false, false]);
  });

  it('treats a negative agent count as none', () => {
    expect(planUsage(-3, 10)).toMatchObject({ agents: 0, percent: 0, tone: 'success' });
  });

  it("keeps the spec's words for a full plan", () => {
    expect(PLAN_FULL_MESSAGE).toBe('Contact support to add more');
  });
});
