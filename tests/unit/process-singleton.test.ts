import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessSingleton, processKey, processSingleton } from '@/server/process-singleton';

type Singleton = typeof import('@/server/process-singleton');
/** A fresh copy of the module, as another route handler's bundle would load it. */
const freshCopy = async (): Promise<Singleton> => {
  vi.resetModules();
  return import('@/server/process-singleton');
};

const holder = globalThis as Record<symbol, unknown>;
afterEach(() => {
  for (const name of ['test-shared', 'test-once', 'test-named', 'test-forget']) delete holder[processKey(name)];
});

describe('processSingleton', () => {
  it('hands two copies of the module (two bundles) the same instance', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    expect(second).not.toBe(first);
    const made = first.processSingleton('test-shared', () => new Map<string, number>());
    made.set('hits', 1);
    expect(second.processSingleton('test-shared', () => new Map<string, number>())).toBe(made);
  });

  it('creates once: later callers get the first value whatever they pass', () => {
    const create = vi.fn(() => ({ draining: false }));
    const value = processSingleton('test-once', create);
    expect(processSingleton('test-once', () => ({ draining: true }))).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps the value under the project's namespaced global symbol", () => {
    const value = processSingleton('test-named', () => 'one');
    expect(processKey('test-named')).toBe(Symbol.for('broker-dashboard.test-named'));
    expect(holder[Symbol.for('broker-dashboard.test-named')]).toBe(value);
    expect(holder[Symbol.for('test-named')]).toBeUndefined();
  });

  it('scripts/serve.mjs (not bundled) reaches the request context and the drain flag under the same keys', () => {
    const serve = readFileSync(new URL('../../scripts/serve.mjs', import.meta.url), 'utf8');
    for (const name of ['request-context', 'drain']) expect(serve).toContain(`Symbol.for('broker-dashboard.${name}')`);
  });

  it('forgets a value on request (tests of a changed environment), and the next call creates it again', () => {
    const first = processSingleton('test-forget', () => ({ n: 1 }));
    forgetProcessSingleton('test-forget');
    expect(processSingleton('test-forget', () => ({ n: 2 }))).not.toBe(first);
  });

  it('is the only way the source keeps state on globalThis', () => {
    const root = new URL('../../', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
      });
    const sources = ['app', 'components', 'lib', 'server']
      .flatMap((dir) => files(path.join(root, dir)))
      .concat(path.join(root, 'proxy.ts'));
    const offenders = sources.filter(
      (file) => !file.endsWith('server/process-singleton.ts') && /globalThis|Symbol\.for\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
