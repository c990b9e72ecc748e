import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * After the end-to-end run: every secret the demo used, searched for in the whole of each dashboard's
 * store (the audit log, and lead routing's tables with the api key it keeps at rest: only its
 * ciphertext may be there). The secrets: the demo password, the suite's session and embed secrets, and
 * every api key, SSO token and webhook secret the demo upstream holds.
 */
export function auditSecretLeaks(auditFiles: string[], demoFiles: string[], fixed: string[]): string[] {
  const secrets = demoSecrets(demoFiles, fixed);
  const leaks: string[] = [];
  let events = 0;
  let sealed = 0;
  for (const file of auditFiles.filter((f) => existsSync(f))) {
    const db = new Database(file, { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      for (const table of tables) {
        for (const row of db.prepare(`SELECT * FROM "${table}"`).all()) {
          if (table === 'audit_events') events += 1;
          if (table === 'routing_brokerages' && (row as { sealed_key?: string | null }).sealed_key) sealed += 1;
          const text = JSON.stringify(row);
          for (const secret of secrets)
            if (text.includes(secret)) leaks.push(`${file}: a row of ${table} holds a secret (${secret.slice(0, 3)}…)`);
        }
      }
    } finally {
      db.close();
    }
  }
  if (events === 0) leaks.push(`no audit event was recorded in ${auditFiles.join(', ')}: the scan searched nothing`);
  if (sealed === 0) leaks.push(`no api key at rest in ${auditFiles.join(', ')}: the scan of lead routing's store searched nothing`);
  return leaks;
}

/**
 * Every alert mail the demos' catchers still hold (headers, both parts, sender and recipient) searched
 * for the secrets. A spec's demo reset empties its outbox: the specs that make mails check theirs too.
 */
export function mailSecretLeaks(demoFiles: string[], secrets: ReadonlySet<string>): string[] {
  const leaks: string[] = [];
  for (const file of demoFiles.filter((f) => existsSync(f))) {
    const db = new Database(file, { readonly: true });
    try {
      for (const row of db.prepare("SELECT from_addr, to_addr, subject, body, html, headers FROM outbox WHERE kind = 'mail'").all()) {
        const text = JSON.stringify(row);
        for (const secret of secrets)
          if (text.includes(secret)) leaks.push(`${file}: an alert mail holds a secret (${secret.slice(0, 3)}…)`);
      }
    } finally {
      db.close();
    }
  }
  return leaks;
}

/** Secrets found in `text`, named by their first characters only. */
export function secretsIn(text: string, secrets: ReadonlySet<string>): string[] {
  return [...secrets].filter((s) => text.includes(s)).map((s) => `${s.slice(0, 3)}…`);
}

/** The fixed secrets and every api key and SSO token the demo upstreams hold. */
export function demoSecrets(demoFiles: string[], fixed: string[]): Set<string> {
  const secrets = new Set(fixed);
  for (const file of demoFiles.filter((f) => existsSync(f))) {
    const db = new Database(file, { readonly: true });
    try {
      const read = (sql: string) =>
        (db.prepare(sql).pluck().all() as unknown[]).filter((v): v is string => typeof v === 'string' && v.length >= 8);
      for (const v of read('SELECT api_key FROM users')) secrets.add(v);
      for (const v of read('SELECT api_key FROM session_keys')) secrets.add(v);
      for (const v of read('SELECT token FROM sso_tokens')) secrets.add(v);
      // The secret in the path of lead routing's webhook (the demo holds the URL as set).
      for (const url of read('SELECT url FROM webhooks')) {
        const secret = /\/api\/webhooks\/users\/[^/]+\/([^/?#]+)/.exec(url)?.[1];
        if (secret && secret.length >= 8) secrets.add(secret);
      }
    } finally {
      db.close();
    }
  }
  return secrets;
}
