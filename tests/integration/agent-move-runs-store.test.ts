import { beforeAll, describe, expect, it } from 'vitest';
import { MOVE_MSG } from '@/lib/agent-move/rules';
import { claimRun, releaseRun } from '@/server/agent-move-runs';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';

/**
 * An agent move's run in the store, on SQLite and on PostgreSQL: each step takes the run and gives it
 * back with what it moved; two steps of one run never both hold it (two instances, or a double
 * submit), and a finished run is refused by every instance.
 */
process.env.LOG_LEVEL = 'silent';
const stores = storeBackends('move-runs');

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { status?: number; message?: string }) => ({ status: err.status, message: err.message }),
  );

describe.each(STORE_BACKENDS)('move runs in %s', (backend) => {
  beforeAll(() => {
    stores.open(backend);
  });

  it('adds up what each step moved, and refuses the run once finished, on another instance too', async () => {
    const id = crypto.randomUUID();
    expect(await claimRun(id)).toBe(0);
    await releaseRun(id, 100, false);
    expect(await claimRun(id)).toBe(100);
    await releaseRun(id, 30, true);
    stores.open(backend);
    expect(await refusal(claimRun(id))).toEqual({ status: 409, message: MOVE_MSG.runFinished });
  });

  it('ten steps of one run racing: exactly one holds it, the others are told it is under way', async () => {
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refusal(claimRun(id))));
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(answers.filter((a) => a !== null)).toEqual(Array.from({ length: 9 }, () => ({ status: 409, message: MOVE_MSG.runBusy })));
    // Given back (a failure part-way), the run is free for the Resume.
    await releaseRun(id, 40, false);
    expect(await claimRun(id)).toBe(40);
  });
});
