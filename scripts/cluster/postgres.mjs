// A PostgreSQL of a test's own (for the audit store's tests, and the cluster test, whose instances
// write one audit log): Debian's server with its own data folder on a loopback port, run as the
// postgres user when the test runs as root (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Debian's server binaries, whichever major is installed (15 on Debian 12); null when none is. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return major ? `${root}/${major}/bin` : null;
}

const asRoot = () => process.getuid?.() === 0;
const idOf = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());

export class TestPostgres {
  /** A server to be in `dir` (made here) on `port`; nothing runs until init() and start(). */
  constructor(dir, port) {
    this.dir = dir;
    this.port = port;
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    this.bin = postgresBin();
    if (!this.bin) throw new Error("PostgreSQL is not installed: Debian's postgresql package (.ci/run installs it)");
  }

  run(args) {
    const [cmd, ...rest] = asRoot() ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    execFileSync(cmd, rest, { stdio: 'pipe' });
  }

  init() {
    mkdirSync(this.dir, { recursive: true });
    if (asRoot()) chownSync(this.dir, idOf('-u'), idOf('-g'));
    this.run([`${this.bin}/initdb`, '-D', path.join(this.dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    return this;
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run([`${this.bin}/pg_ctl`, '-D', path.join(this.dir, 'data'), '-o', options, '-l', path.join(this.dir, 'log'), '-w', 'start']);
    return this;
  }

  stop() {
    try {
      this.run([`${this.bin}/pg_ctl`, '-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  }

  remove() {
    this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Every successful agent creation in the audit log, as often as each was recorded: its agent and request ids. */
export async function auditedCreations(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT target_ids, request_id FROM audit_events WHERE action = 'agents.create' AND outcome = 'success'",
    );
    return rows.map((r) => ({ agentId: Number(r.target_ids), requestId: r.request_id }));
  } finally {
    await client.end();
  }
}
