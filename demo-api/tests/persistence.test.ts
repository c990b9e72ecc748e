import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agents } from '@/server/upstream/contract';
import { apiKeyFor } from '../auth/passwords';
import { startDemoApi } from '../server';
import { buildRequest } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'demo-api-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = async (url: string, endpoint: Parameters<typeof buildRequest>[1], input: Record<string, unknown>) => {
  const [target, init] = buildRequest(url, endpoint, input, { 'X-API-KEY': apiKeyFor('acme', 'admin@acme.test') });
  const res = await fetch(target, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('writes persist in the data dir', () => {
  it('a pinned agent stays pinned and a created agent stays after closing and reopening', async () => {
    const first = await startDemoApi({ port: 0, dataDir: dir });
    expect(first.seeded).not.toBeNull();
    expect(first.seeded?.ms).toBeLessThan(3000);
    const pin = await call(first.url, agents.pinAgent, { agent_id: 3, type: 'pin' });
    expect(pin.status).toBe(200);
    const made = await call(first.url, agents.createAgent, { name: 'Kept Agent', email: 'kept@acme.test', password: 'secret1' });
    await first.close();

    const second = await startDemoApi({ port: 0, dataDir: dir });
    expect(second.seeded).toBeNull(); // not re-seeded: the data is the data written before
    const profile = await call(second.url, agents.getProfile, { id: 3 });
    expect(profile.body.priority).toBe(pin.body.priority);
    expect((await call(second.url, agents.getProfile, { id: made.body.id })).body).toMatchObject({ display_name: 'Kept Agent' });
    await second.close();
  });
});
