import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, areas } from '@/server/upstream/contract';
import { area as authArea } from '../areas/auth';
import { loadAreas } from '../registry';
import { ADMIN, startTestApi, type TestApi } from './helpers';
import type { Sample } from './sample';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

/** Each area's samples in a file of its own (`samples/<area key>.ts`, export `samples`): adding an area edits no list here. */
const AREA_SAMPLES = import.meta.glob<Record<string, Sample[]>>('./samples/*.ts', { eager: true, import: 'samples' });
const sampleFiles = Object.entries(AREA_SAMPLES).map(([file, samples]) => ({ key: file.replace(/^\.\/samples\/|\.ts$/g, ''), samples }));
const samplesOf = (name: string): Sample[] | undefined => sampleFiles.find(({ samples }) => samples[name])?.samples[name];

describe('contract coverage', () => {
  it("keeps each area's samples in samples/<area key>.ts, naming only that area's endpoints", () => {
    expect(sampleFiles.map(({ key }) => key).sort()).toEqual(areas.map((a) => a.key).sort());
    for (const { key, samples } of sampleFiles) {
      const own = areas.find((a) => a.key === key)?.endpoints.map((e) => e.name) ?? [];
      expect(
        Object.keys(samples).filter((name) => !own.includes(name)),
        `samples/${key}.ts`,
      ).toEqual([]);
    }
  });

  it('has exactly one handler per contract endpoint', async () => {
    const { routes } = await loadAreas();
    expect(routes.map((r) => r.endpoint.name).sort()).toEqual(allEndpoints.map((e) => e.name).sort());
    expect(routes).toHaveLength(allEndpoints.length);
  });

  it('refuses to start when an endpoint has no handler', async () => {
    const table = authArea.handlers as unknown as Record<string, unknown>;
    const saved = table.login;
    delete table.login;
    try {
      await expect(loadAreas()).rejects.toThrow(/no handler for contract endpoint\(s\): login/);
    } finally {
      table.login = saved;
    }
  });

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s answers within its response schema over HTTP', async (_name, endpoint) => {
    const samples = samplesOf(endpoint.name);
    expect(samples, `a sample input for ${endpoint.name}`).toBeDefined();
    for (const sample of samples ?? []) {
      const input = typeof sample.input === 'function' ? await sample.input(t) : (sample.input ?? {});
      const account = typeof sample.as === 'function' ? { key: sample.as(t) } : { as: sample.as };
      const res = await t.call(endpoint, input, { ...account, mode: sample.mode, files: sample.files });
      expect(res.status, `${endpoint.name} ${JSON.stringify(input)} → ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
      if (endpoint.responseKind === 'csv') {
        expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(endpoint.response.safeParse(res.text).success).toBe(true);
      } else {
        const parsed = endpoint.response.safeParse(res.body);
        expect(parsed.success, `${endpoint.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  const GARBAGE = {
    id: 'x',
    stackId: 'x',
    listingKey: 'x'.repeat(101),
    type: 42,
    email: 7,
    password: [],
    token: {},
    rows: 'no',
    order: 'no',
    limit: -1,
    offset: 'a',
    section: '',
    enabled: 'yes',
    kind: 'nope',
    agent_id: 'x',
    office_id: 'x',
    delete: 'x',
    display_name: 5,
    api_key: 1,
    ro: 'x',
    name: '',
    fub_domain: 5,
    agent_password: 1,
    emailUserNew: 9,
    fav_email: 'x',
    user_id: 'me',
    license: 'x',
  };
  it.each(allEndpoints.map((e) => [e.name, e] as const))(
    '%s answers bad input with a 4xx message, never a 5xx',
    async (_name, endpoint) => {
      for (const input of [{}, GARBAGE]) {
        const res = await t.call<{ message?: string }>(endpoint, input, {
          as: ADMIN,
          mode: 'manager',
          files: { file: { name: 'x.bin', bytes: 'garbage' } },
        });
        expect(res.status, `${endpoint.name} ${JSON.stringify(input)} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.message).toBe('string');
      }
    },
  );
});
