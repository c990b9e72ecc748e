import 'server-only';

/**
 * Fixed-window counters by key, in memory: one instance's own count of a limit, used by server/limits/counter.ts
 * while the shared store is unreachable (behind a balancer of N instances a client then gets at most N
 * times the limit).
 */
type Window = { start: number; count: number };

export class LocalCounter {
  private windows = new Map<string, Window>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts an attempt; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** Seconds until the key's window ends. */
  retryAfter(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  /** Takes back one count of the key in its current window. */
  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
