import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas, type ContractArea } from '@/server/upstream/contract';
import { area as authArea } from '../areas/auth';
import { buildSchema } from '../db/schema';
import { loadAreas } from '../registry';
import { orderSeedSteps, runSeedSteps, type SeedStep } from '../seed/context';
import { startTestApi } from './helpers';

const tablesIn = (sql: string) => [...sql.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/g)].map((m) => m[1]);

describe('the area registry', () => {
  it('loads demo-api/areas/<key>/ for each contract area, in the contract order', async () => {
    const registry = await loadAreas();
    expect(registry.keys).toEqual(areas.map((a) => a.key));
  });

  it('refuses to start when a contract area has no module, naming it', async () => {
    const ghost = { ...areas[0], key: 'no-such-area', area: 'Ghosts' } as unknown as ContractArea;
    await expect(loadAreas([...areas, ghost])).rejects.toThrow(
      'no area module demo-api/areas/no-such-area/index.ts for the contract area "Ghosts"',
    );
  });

  it("refuses a handler for another area's endpoint", async () => {
    const table = authArea.handlers as unknown as Record<string, unknown>;
    table.listAgents = () => ({});
    try {
      await expect(loadAreas()).rejects.toThrow(
        /areas\/auth\/index.ts has handlers for endpoints outside the area "Authentication": listAgents/,
      );
    } finally {
      delete table.listAgents;
    }
  });

  it("mounts each area's extra routes from its index.ts; server.ts names no area", async () => {
    const { extraRoutes } = await loadAreas();
    expect(extraRoutes.length).toBeGreaterThanOrEqual(7);
    const server = readFileSync(new URL('../server.ts', import.meta.url), 'utf8');
    expect(server).not.toMatch(/areas\//);
    const t = await startTestApi();
    try {
      // One extra route of each area that declares some (auth's billing, pocket's geocoder, integrations' widget ...).
      for (const path of ['/billing/acme', '/geocode/search?city=Oakland&state=CA&country=US', '/widget/crm.mjs', '/invite/acme']) {
        expect((await fetch(`${t.url}${path}`)).status, path).toBe(200);
      }
    } finally {
      await t.stop();
    }
  });

  it('wipes every table an area creates, each table in one area only', async () => {
    const { schema } = await loadAreas();
    expect(new Set(schema.tables).size).toBe(schema.tables.length);
    expect([...schema.tables].sort()).toEqual(tablesIn(schema.sql).sort());
    expect(schema.tables.at(-1)).toBe('meta');
  });

  it('derives the schema version from the SQL: a new table changes it, the same SQL keeps it', async () => {
    const { schema } = await loadAreas();
    const extra = { wipe: ['extra'], sql: 'CREATE TABLE IF NOT EXISTS extra (id INTEGER PRIMARY KEY);' };
    expect(buildSchema([extra]).version).toBe(buildSchema([extra]).version);
    expect(buildSchema([extra]).version).not.toBe(buildSchema([]).version);
    expect(schema.version).toBeGreaterThan(0);
    expect(schema.version).toBeLessThan(2 ** 31);
  });
});

describe('seed steps', () => {
  const step = (name: string, needs: SeedStep['needs'] = [], gives: SeedStep['gives'] = []): SeedStep => ({
    name,
    needs,
    gives,
    run: () => undefined,
  });

  it('run after the steps that give what they need, otherwise in the order listed', () => {
    const order = orderSeedSteps([
      step('end-users', ['agents']),
      step('apps', [], ['apps']),
      step('agents', ['apps'], ['agents']),
      step('help'),
    ]);
    expect(order.map((s) => s.name)).toEqual(['apps', 'agents', 'end-users', 'help']);
  });

  it('refuse a need that no step gives, naming the step and the fact', () => {
    expect(() => orderSeedSteps([step('apps', [], ['apps']), step('tags', ['apps', 'listings'])])).toThrow('tags needs listings');
  });

  it('the registry orders the real steps so that the seed is the one it always was', async () => {
    const { seed } = await loadAreas();
    // The steps of the first areas keep the order the hand-written seed had; later areas' steps fall in among them.
    const first = [
      'apps',
      'crm-accounts',
      'help',
      'offices',
      'demo-accounts',
      'generated-agents',
      'listings-and-end-users',
      'mortgage-pros',
    ];
    expect(seed.map((s) => s.name).filter((name) => first.includes(name))).toEqual(first);
  });

  it('read only what they declared and give only what they declared', () => {
    const base = { store: null as never, rng: null as never, now: 0 };
    const sneaky: SeedStep = { name: 'sneaky', run: ({ get }) => void get('offices') };
    expect(() => runSeedSteps([sneaky], base)).toThrow('seed step sneaky reads "offices" without needing it');
    const boastful: SeedStep = { name: 'boastful', run: ({ give }) => give('apps', true) };
    expect(() => runSeedSteps([boastful], base)).toThrow('seed step boastful gives "apps" without declaring it');
  });
});
