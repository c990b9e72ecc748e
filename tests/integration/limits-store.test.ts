import { beforeAll, describe, expect, it } from 'vitest';
import { clear, forgetLimitsForTests, hit, limitsState, release, type Limit } from '@/server/limits/counter';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';

/**
 * The limits' counts in the store, on SQLite and on PostgreSQL: one atomic insert-or-add per
 * key and window, so callers racing on one key (two instances, or many requests of one) never lose or
 * share a count.
 */
process.env.LOG_LEVEL = 'silent';
/** Apart from the audit store's test (5436): both may run at once. */
const stores = storeBackends('limits', 5437);

describe.each(STORE_BACKENDS)('limits counted in %s', (backend) => {
  beforeAll(async () => {
    stores.open(backend);
    await forgetLimitsForTests();
  });

  it('200 racing hits on one key: exactly the limit allowed, every count taken once', async () => {
    const limit: Limit = { name: `race-${backend}`, limit: 150, windowMs: 3_600_000 };
    const answers = await Promise.all(Array.from({ length: 200 }, () => hit(limit, 'ip:203.0.113.1')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(150);
    expect(limitsState().shared).toBe(true);
    expect(answers.every((a) => a.retryAfter > 0 && a.retryAfter <= 3600)).toBe(true);
  });

  it('keys and limits are counted apart; a release gives one back, a clear forgets the key', async () => {
    const a: Limit = { name: `a-${backend}`, limit: 2, windowMs: 3_600_000 };
    const b: Limit = { name: `b-${backend}`, limit: 2, windowMs: 3_600_000 };
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(false);
    expect((await hit(a, 'other')).allowed).toBe(true);
    expect((await hit(b, 'k')).allowed).toBe(true);
    await release(a, 'k');
    await release(a, 'k');
    expect((await hit(a, 'k')).allowed).toBe(true);
    await clear(a, 'k');
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(true);
  });
});
