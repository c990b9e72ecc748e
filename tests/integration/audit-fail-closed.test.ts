import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditState } from '@/server/audit/log';
import { AUDIT_UNAVAILABLE } from '@/server/http/guarded';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { upstreamTag } from './support/routes/tags';
import { cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

// The journal's folder lies under a plain file: no event can be appended (as on a full disk).
const folder = mkdtempSync(path.join(tmpdir(), 'audit-fail-closed-'));
const blocker = path.join(folder, 'not-a-folder');
writeFileSync(blocker, '');
const env = { AUDIT_QUEUE_DIR: path.join(blocker, 'queue') };

beforeAll(() => setTestEnvironment(env));
afterEach(() => {
  nock.cleanAll();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function createTag(name: string) {
  const handler = await handlerOf('app/api/tags/route.ts', 'POST');
  return invoke(handler, { method: 'POST', path: '/api/tags', json: { name, color: 'red' }, cookie: await cookieOf('admin') });
}

describe('when the audit journal cannot take an event', () => {
  it('by default the change is made, and the event kept only in memory is counted and shown in health', async () => {
    upstreamAs('admin')
      .post('/tags')
      .reply(200, { tag: { ...upstreamTag, id: 91, tag: 'Acted' } });
    expect((await createTag('Acted')).status).toBe(201);
    expect(auditState()).toMatchObject({ journalFailing: true, unjournaled: 1 });
    const health = await invoke(await handlerOf('app/api/health/route.ts', 'GET'), { method: 'GET', path: '/api/health' });
    expect(health.body).toMatchObject({ status: 'degraded', audit: { journalFailing: true, unjournaled: 1 } });
  });

  it('AUDIT_FAIL_CLOSED: a change is refused with 503 before anything reaches the upstream; reads go on', async () => {
    setTestEnvironment({ ...env, AUDIT_FAIL_CLOSED: '1' });
    const upstream = recordUnmatched();
    try {
      const refused = await createTag('Refused');
      expect([refused.status, refused.message]).toEqual([503, AUDIT_UNAVAILABLE]);
      expect(upstream.seen).toEqual([]);
    } finally {
      upstream.stop();
    }
    upstreamAs('admin').get('/tags').reply(200, { tags: [] });
    const read = await invoke(await handlerOf('app/api/tags/route.ts', 'GET'), {
      method: 'GET',
      path: '/api/tags',
      cookie: await cookieOf('admin'),
    });
    expect(read.status).toBe(200);
  });

  it('once the journal takes writes again, changes go through at once', async () => {
    rmSync(blocker);
    upstreamAs('admin')
      .post('/tags')
      .reply(200, { tag: { ...upstreamTag, id: 92, tag: 'Back' } });
    expect((await createTag('Back')).status).toBe(201);
    expect(auditState().journalFailing).toBe(false);
  });
});
