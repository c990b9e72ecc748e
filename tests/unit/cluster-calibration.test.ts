import { describe, expect, it } from 'vitest';
import { chooseConnections } from '@/scripts/cluster/calibrate.mjs';

const ramp = (...perSecond: number[]) => perSecond.map((p, i) => ({ connections: 2 ** (i + 1), perSecond: p }));

describe("the cluster load's connections, from the calibration ramp", () => {
  it('twice the fewest connections that reached the throughput: past them only queues grow', () => {
    // One core: 2 connections already near the top, 4 adds 16 %, 8 adds 5 %.
    expect(chooseConnections(ramp(40.6, 47.2, 49.6), 64)).toEqual({ connections: 8, saturatedAt: 4 });
    // A fast machine keeps growing to 16 connections.
    expect(chooseConnections(ramp(30, 60, 110, 150, 155), 64)).toEqual({ connections: 32, saturatedAt: 16 });
  });

  it('never fewer than 8 (stopping an instance must find requests in flight), never more than the maximum', () => {
    expect(chooseConnections(ramp(40, 41), 64)).toEqual({ connections: 8, saturatedAt: 2 });
    expect(chooseConnections(ramp(10, 20, 40, 80, 160, 320), 64)).toEqual({ connections: 64, saturatedAt: 64 });
    expect(chooseConnections(ramp(10, 20, 40), 12)).toEqual({ connections: 12, saturatedAt: 8 });
  });
});
