import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processKey, processSingleton } from '@/server/process-singleton';

type Singleton = typeof import('@/server/process-singleton');
/** A fresh copy of the module, as another route handler's bundle would load it. */
const freshCopy = async (): Promise<Singleton> => {
  vi.resetModules();
  return import('@/server/process-singleton');
};

const holder = globalThis as Record<symbol, unknown>;
afterEach(() => {
  for (const name of ['test-shared', 'test-once', 'test-named']) delete holder[processKey(name)];
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
});
