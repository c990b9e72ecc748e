import 'server-only';

/**
 * One value per process, whatever bundle asks for it. Next bundles proxy.ts, each route handler and
 * the pages separately, each with its own copy of a shared module, so a module-level `const cache =
 * new Map()` silently exists once per bundle. Use this for any module-level state that must be one
 * per process: caches, connection pools, counters, flags another part sets (draining).
 *
 * `name` is namespaced: the value lives on globalThis under Symbol.for(`broker-dashboard.${name}`),
 * which is also how scripts/serve.mjs (not bundled) reaches the ones it shares. `create` runs once,
 * on the first call in the process; later calls return that value whatever `create` they pass.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = processKey(name);
  const holder = globalThis as typeof globalThis & { [key: symbol]: unknown };
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/** The global symbol under which `processSingleton(name, …)` keeps its value. */
export function processKey(name: string): symbol {
  return Symbol.for(`broker-dashboard.${name}`);
}

/** Tests only: drops the value, so the next `processSingleton(name, …)` creates it again (from a changed environment). */
export function forgetProcessSingleton(name: string): void {
  delete (globalThis as typeof globalThis & { [key: symbol]: unknown })[processKey(name)];
}

/** Whether `processSingleton(name, …)` has made its value in this process (scripts/serve.mjs sets some). */
export function hasProcessSingleton(name: string): boolean {
  return processKey(name) in globalThis;
}
