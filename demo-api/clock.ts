import type { Store } from './db/store';
import { nowSeconds } from './runtime';

/**
 * The demo clock: real time moved forward by an offset the control route POST /__demo/clock sets, so
 * tests see a scheduled push go out without waiting. A reset wipes the offset (it lives in meta).
 */
export function clockOffset(store: Store): number {
  return Number(store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'clock_offset'")?.value ?? 0);
}

export function demoNow(store: Store): number {
  return nowSeconds() + clockOffset(store);
}

export function advanceClock(store: Store, seconds: number): number {
  const offset = clockOffset(store) + seconds;
  store.run("INSERT INTO meta (key, value) VALUES ('clock_offset', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", [
    String(offset),
  ]);
  return offset;
}
