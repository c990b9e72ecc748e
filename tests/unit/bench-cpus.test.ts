import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench, without type declarations
import { allowedCpus, onCpus, splitCpus } from '../../scripts/bench/cpus.mjs';

describe("the browser bench's CPUs: the browser on one, the servers on the others", () => {
  it('reads the CPUs a process may use from its status, as taskset leaves them', () => {
    expect(allowedCpus('Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n')).toEqual([0, 1]);
    expect(allowedCpus('Cpus_allowed_list:\t0,2-4\n')).toEqual([0, 2, 3, 4]);
    expect(allowedCpus('Cpus_allowed_list:\t0\n')).toEqual([0]);
    expect(allowedCpus().length).toBeGreaterThan(0);
  });

  it('gives the browser the first and the servers the rest; on one CPU they share it', () => {
    expect(splitCpus([0, 1])).toEqual({ browser: '0', servers: '1' });
    expect(splitCpus([2, 3, 5])).toEqual({ browser: '2', servers: '3,5' });
    expect(splitCpus([0])).toBeNull();
  });

  it('wraps an executable so that it, and what it starts, runs on those CPUs with its own arguments', () => {
    const cpu = String(allowedCpus()[0]);
    const wrapped = onCpus('/bin/sh', cpu);
    expect(
      execFileSync(wrapped, ['-c', 'grep Cpus_allowed_list /proc/self/status; echo "$1"', 'sh', "it's one argument"], { encoding: 'utf8' }),
    ).toBe(`Cpus_allowed_list:\t${cpu}\nit's one argument\n`);
  });
});
