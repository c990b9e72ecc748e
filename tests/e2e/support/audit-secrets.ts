import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * After the end-to-end run: every secret the demo used, searched for in every audit event the run
 * recorded (issue 36: never a password, token or api key). The secrets: the demo password, the
 * suite's session and embed secrets, and every api key and SSO token the demo upstream holds.
 */
export function auditSecretLeaks(auditFiles: string[], demoFiles: string[], fixed: string[]): string[] {
  const secrets = demoSecrets(demoFiles, fixed);
  const leaks: string[] = [];
  let events = 0;
  for (const file of auditFiles.filter((f) => existsSync(f))) {
    const db = new Database(file, { readonly: true });
    try {
      for (const row of db.prepare('SELECT * FROM audit_events').all()) {
        events += 1;
        const text = JSON.stringify(row);
        for (const secret of secrets) if (text.includes(secret)) leaks.push(`${file}: an event holds a secret (${secret.slice(0, 3)}…)`);
      }
    } finally {
      db.close();
    }
  }
  if (events === 0) leaks.push(`no audit event was recorded in ${auditFiles.join(', ')}: the scan searched nothing`);
  return leaks;
}

/** The fixed secrets and every api key and SSO token the demo upstreams hold. */
export function demoSecrets(demoFiles: string[], fixed: string[]): Set<string> {
  const secrets = new Set(fixed);
  for (const file of demoFiles.filter((f) => existsSync(f))) {
    const db = new Database(file, { readonly: true });
    try {
      const read = (sql: string) => (db.prepare(sql).pluck().all() as unknown[]).filter((v): v is string => typeof v === 'string' && v.length >= 8);
      for (const v of read('SELECT api_key FROM users')) secrets.add(v);
      for (const v of read('SELECT api_key FROM session_keys')) secrets.add(v);
      for (const v of read('SELECT token FROM sso_tokens')) secrets.add(v);
    } finally {
      db.close();
    }
  }
  return secrets;
}
