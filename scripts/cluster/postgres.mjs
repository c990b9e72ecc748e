// The cluster test's PostgreSQL (issue 36: both instances write one audit log): Debian's server, started
// by the test with its own data folder on a loopback port, as the postgres user when run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

function bin() {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!major) throw new Error("PostgreSQL is not installed: Debian's postgresql package (.ci/run installs it)");
  return `${root}/${major}/bin`;
}

const asRoot = process.getuid?.() === 0;
const run = (args) => {
  const [cmd, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  execFileSync(cmd, rest, { stdio: 'pipe' });
};
const idOf = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());

/** Starts a fresh server in `dir`; answers its URL and a stop function. */
export function startPostgres(dir, port) {
  mkdirSync(dir, { recursive: true });
  if (asRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  const data = path.join(dir, 'data');
  run([`${bin()}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run([`${bin()}/pg_ctl`, '-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run([`${bin()}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}

/** The agent ids of every successful agent creation in the audit log, as often as each was recorded. */
export async function auditedCreations(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT target_ids FROM audit_events WHERE action = 'agents.create' AND outcome = 'success'");
    return rows.map((r) => Number(r.target_ids));
  } finally {
    await client.end();
  }
}
