import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { areas as contractAreas, type AreaKey, type ContractArea, type Endpoint } from '@/server/upstream/contract';
import { buildSchema, type AreaTables, type DbSchema } from './db/schema';
import type { AnyHandler, AreaHandlers } from './handlers/context';
import type { Runtime } from './runtime';
import { orderSeedSteps, type SeedStep } from './seed/context';

/**
 * Routes an area serves beyond its contract endpoints: the pages and files its answers link to (a
 * calendar feed, a payment page, a geocoder the dashboard is configured with). Mounted before the
 * contract's routes.
 */
export type ExtraRoutes = (rt: Runtime) => Hono;

/**
 * One area of the demo upstream, as `demo-api/areas/<key>/index.ts` exports it under the name `area`:
 * the handlers of exactly the contract area's endpoints, its tables, its seed steps and its extra routes.
 */
export type DemoArea<K extends AreaKey> = {
  handlers: AreaHandlers<K>;
  tables?: AreaTables;
  seed?: readonly SeedStep[];
  extraRoutes?: ExtraRoutes;
};

type LooseArea = { handlers: Record<string, AnyHandler>; tables?: AreaTables; seed?: readonly SeedStep[]; extraRoutes?: ExtraRoutes };

/** Everything the server, the store and the seed need, collected from the areas the contract lists. */
export type Registry = {
  keys: AreaKey[];
  routes: { endpoint: Endpoint; handler: AnyHandler }[];
  /** The areas' extra routes, in the contract's area order. */
  extraRoutes: ExtraRoutes[];
  schema: DbSchema;
  /** In run order. */
  seed: SeedStep[];
};

const moduleFile = (key: string) => fileURLToPath(new URL(`./areas/${key}/index.ts`, import.meta.url));

function checkArea(entry: ContractArea, loaded: unknown): LooseArea {
  const where = `demo-api/areas/${entry.key}/index.ts`;
  const area = (loaded as { area?: LooseArea } | null)?.area;
  if (!area || typeof area.handlers !== 'object')
    throw new Error(`demo-api: ${where} does not export \`area\` (a DemoArea<'${entry.key}'>)`);
  const own = new Set(entry.endpoints.map((e) => e.name));
  const stray = Object.keys(area.handlers).filter((name) => !own.has(name));
  if (stray.length > 0)
    throw new Error(`demo-api: ${where} has handlers for endpoints outside the area "${entry.area}": ${stray.join(', ')}`);
  const missing = entry.endpoints.filter((e) => typeof area.handlers[e.name] !== 'function').map((e) => e.name);
  if (missing.length > 0) throw new Error(`demo-api: no handler for contract endpoint(s): ${missing.join(', ')} (area ${where})`);
  return area;
}

/**
 * Load `demo-api/areas/<key>/` for each area of the contract, in its order. Throws at start-up naming a
 * missing area module, a missing handler or a seed step whose needs nothing gives.
 */
export async function loadAreas(list: readonly ContractArea[] = contractAreas): Promise<Registry> {
  const loaded: { entry: ContractArea; area: LooseArea }[] = [];
  for (const entry of list) {
    if (!existsSync(moduleFile(entry.key))) {
      throw new Error(`demo-api: no area module demo-api/areas/${entry.key}/index.ts for the contract area "${entry.area}"`);
    }
    loaded.push({ entry, area: checkArea(entry, await import(`./areas/${entry.key}/index.ts`)) });
  }
  const names = loaded.flatMap(({ area }) => (area.seed ?? []).map((s) => s.name));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) throw new Error(`demo-api: seed step names used twice: ${twice.join(', ')}`);
  return {
    keys: loaded.map(({ entry }) => entry.key),
    routes: loaded.flatMap(({ entry, area }) =>
      entry.endpoints.map((endpoint) => ({ endpoint, handler: area.handlers[endpoint.name] as AnyHandler })),
    ),
    extraRoutes: loaded.flatMap(({ area }) => (area.extraRoutes ? [area.extraRoutes] : [])),
    schema: buildSchema(loaded.flatMap(({ area }) => (area.tables ? [area.tables] : []))),
    seed: orderSeedSteps(loaded.flatMap(({ area }) => area.seed ?? [])),
  };
}
