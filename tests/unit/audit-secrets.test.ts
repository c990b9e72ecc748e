import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSecretLeaks } from '@/tests/e2e/support/audit-secrets';

const folder = mkdtempSync(path.join(tmpdir(), 'audit-secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A dashboard store with one audit event whose summary is `summary` and lead routing's row holding
 * `sealed` as its key at rest, and a demo database holding `apiKey` and a webhook whose secret is `hook`.
 */
function files(summary: string, apiKey: string, sealed = 'v1.abc.iv.ciphertext.tag', hook = 'hook-secret-0123456789') {
  const audit = path.join(folder, `audit-${Math.random()}.sqlite`);
  const a = new Database(audit);
  a.exec('CREATE TABLE audit_events (id TEXT, summary TEXT); CREATE TABLE routing_brokerages (stack_id TEXT, sealed_key TEXT)');
  a.prepare('INSERT INTO audit_events VALUES (?, ?)').run('e1', summary);
  a.prepare('INSERT INTO routing_brokerages VALUES (?, ?)').run('acme', sealed);
  a.close();
  const demo = path.join(folder, `demo-${Math.random()}.sqlite`);
  const d = new Database(demo);
  d.exec(
    'CREATE TABLE users (api_key TEXT); CREATE TABLE session_keys (api_key TEXT); CREATE TABLE sso_tokens (token TEXT); CREATE TABLE webhooks (url TEXT)',
  );
  d.prepare('INSERT INTO session_keys VALUES (?)').run(apiKey);
  d.prepare('INSERT INTO webhooks VALUES (?)').run(`https://dash.test/api/webhooks/users/acme/${hook}`);
  d.close();
  return { audit, demo };
}

describe('the end-to-end run’s audit secrets scan', () => {
  it('finds a session api key or the demo password in an event', () => {
    const leaked = files('Signed in with key-abc123456789', 'key-abc123456789');
    expect(auditSecretLeaks([leaked.audit], [leaked.demo], ['demo1234'])).toHaveLength(1);
    const password = files('Tried demo1234', 'key-zzz999999999');
    expect(auditSecretLeaks([password.audit], [password.demo], ['demo1234'])).toHaveLength(1);
  });

  it("finds the api key kept at rest in the clear, or the webhook's secret, in any table of the store", () => {
    const plain = files('Routed lead', 'key-abc123456789', 'key-abc123456789');
    expect(auditSecretLeaks([plain.audit], [plain.demo], [])).toEqual([
      expect.stringContaining('a row of routing_brokerages holds a secret'),
    ]);
    const hook = files('Set the webhook hook-secret-0123456789', 'key-abc123456789');
    expect(auditSecretLeaks([hook.audit], [hook.demo], [])).toEqual([expect.stringContaining('a row of audit_events holds a secret')]);
  });

  it('passes a clean log, and fails a log with no event at all (a scan of nothing)', () => {
    const clean = files('Signed in', 'key-abc123456789');
    expect(auditSecretLeaks([clean.audit], [clean.demo], ['demo1234'])).toEqual([]);
    const empty = path.join(folder, 'empty.sqlite');
    new Database(empty).exec('CREATE TABLE audit_events (id TEXT)');
    expect(auditSecretLeaks([empty], [], [])).toEqual([
      `no audit event was recorded in ${empty}: the scan searched nothing`,
      `no api key at rest in ${empty}: the scan of lead routing's store searched nothing`,
    ]);
    // A store that is not where the scan looks (renamed, say) is no clean bill either.
    expect(auditSecretLeaks([path.join(folder, 'missing.sqlite')], [], [])).toHaveLength(2);
  });
});
