import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@/lib/audit/event';
import { AUDIT_QUERY } from '@/lib/audit/query';
import { readAudit } from '@/server/audit/log';
import { insertEvents } from '@/server/audit/store';
import { auditPage } from '@/server/audit/screen';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { appData, cookieOf, ROLES, STACK, type Role } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

let n = 0;
function event(over: Partial<AuditEvent> = {}): AuditEvent {
  n += 1;
  return {
    id: crypto.randomUUID(),
    at: new Date(Date.UTC(2026, 9, 10, 15, 0, n)).toISOString(),
    stackId: STACK,
    actor: { id: 1, name: 'Alex Admin', email: 'admin@acme.test', role: 'admin', mode: 'manager', readOnly: false },
    action: 'tags.create',
    summary: `Created tag ${n}`,
    target: { kind: 'tag', ids: [String(n)], label: `Tag ${n}` },
    outcome: 'success',
    status: 201,
    message: null,
    requestId: `screen-${n}`,
    clientAddress: '198.51.100.1',
    ...over,
  };
}

const formula = event({ summary: '=HYPERLINK("http://evil.test","x")', target: { kind: 'user', ids: ['9'], label: '+1 555 0100' } });
const riley = event({
  actor: { id: 7, name: 'Riley Nelson', email: 'riley@acme.test', role: 'manager', mode: 'manager', readOnly: false },
  action: 'users.bulkAgent',
});
const failed = event({ outcome: 'failure', status: 403, message: 'Read-only mode: changes are not allowed.' });
const otherBrokerage = event({ stackId: 'bay', summary: 'Bay secret' });
// 23:30 on October 11 in Los Angeles is already October 12 in UTC: the date filter counts the brokerage's day.
const lateEvening = event({ at: '2026-10-12T06:30:00.000Z', summary: 'Late evening' });

beforeAll(async () => {
  setTestEnvironment();
  await readAudit((db) => insertEvents(db, [formula, riley, failed, otherBrokerage, lateEvening]));
});

async function csv(role: Role, query = '') {
  const handler = await handlerOf('app/api/audit/csv/route.ts', 'GET');
  return invoke(handler, { method: 'GET', path: `/api/audit/csv${query}`, cookie: await cookieOf(role) });
}

describe('GET /api/audit/csv', () => {
  it("answers the admin's brokerage only, newest first, every cell formula-safe", async () => {
    // The seeded events are of October; each export is itself recorded now, above them.
    const answer = await csv('admin', '?to=2026-10-31');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.text.startsWith('\uFEFFWhen (UTC),')).toBe(true);
    const lines = answer.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Who,Email,Role,View,Read-only,Action,What,Target,Target ids,Outcome,Status,Message,Request id,Client address',
    );
    expect(answer.text).not.toContain('Bay secret');
    expect(answer.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(answer.text).toContain("'+1 555 0100");
    expect(lines[1]).toContain('Late evening');
  });

  it('applies the filters of the URL', async () => {
    const answer = await csv('admin', '?who=riley&action=users.bulkAgent');
    const lines = answer.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('riley@acme.test');
    const failures = (await csv('admin', '?outcome=failure')).text.trim().split('\r\n');
    expect(failures.slice(1).every((l) => l.includes('failure'))).toBe(true);
    expect(failures.some((l) => l.includes('Read-only mode'))).toBe(true);
  });

  it('is refused to a manager and an agent', async () => {
    expect((await csv('manager')).status).toBe(403);
    expect((await csv('agent')).status).toBe(403);
  });
});

describe('the /audit screen read', () => {
  const { session } = ROLES.admin;
  const app = appData({ time_zone: 'America/Los_Angeles' });

  it('counts the date range in whole days of the brokerage', async () => {
    const day11 = await auditPage(session, app, AUDIT_QUERY.parse({ from: '2026-10-11', to: '2026-10-11' }));
    expect(day11.events.map((e) => e.summary)).toEqual(['Late evening']);
    const day12 = await auditPage(session, app, AUDIT_QUERY.parse({ from: '2026-10-12', to: '2026-10-12' }));
    expect(day12.events).toEqual([]);
  });

  it('pages newest first and offers the actions the log holds', async () => {
    const page = await auditPage(session, app, AUDIT_QUERY.parse({ limit: '25', target: '#nothing' }));
    expect(page.total).toBe(0);
    const all = await auditPage(session, app, AUDIT_QUERY.parse({ to: '2026-10-31' }));
    expect(all.events[0]?.summary).toBe('Late evening');
    expect(all.actions).toEqual(expect.arrayContaining(['tags.create', 'users.bulkAgent']));
    expect(all.events.some((e) => e.stackId !== STACK)).toBe(false);
  });

  it('reads a cursor past the year 9999, or older than every event, as the newest page', async () => {
    const newest = await auditPage(session, app, AUDIT_QUERY.parse({ to: '2026-10-31', limit: '25' }));
    expect(newest.events.length).toBeGreaterThan(0);
    for (const cursor of ['older.253402300800000.x', 'older.999999999999999.zzz', 'older.0.x', 'newer.999999999999999.x']) {
      const page = await auditPage(session, app, AUDIT_QUERY.parse({ to: '2026-10-31', limit: '25', cursor }));
      // The pager's 'Showing 1–n of total' reads position and the events: both the newest page's.
      expect({ cursor, ids: page.events.map((e) => e.id), position: page.position, total: page.total }).toEqual({
        cursor,
        ids: newest.events.map((e) => e.id),
        position: 0,
        total: newest.total,
      });
    }
  });
});
