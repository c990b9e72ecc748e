import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's server binaries, whichever major is installed (15 on Debian 12). */
const BIN = ((): string => {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return major ? `${root}/${major}/bin` : `${root}/15/bin`;
})();

export const POSTGRES_BIN = BIN;

/**
 * A PostgreSQL of the test's own (Debian's server, MACHINE.md 'PostgreSQL'): its own data folder and a
 * loopback port, run as the postgres user when the test runs as root (initdb refuses root).
 */
export class TestPostgres {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'audit-pg-'));
  readonly url: string;

  constructor(readonly port: number) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  private run(args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    const [cmd, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    execFileSync(cmd as string, rest, { stdio: 'pipe' });
  }

  init(): this {
    if (process.getuid?.() === 0) chownSync(this.dir, idOf('-u'), idOf('-g'));
    this.run([`${BIN}/initdb`, '-D', path.join(this.dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    return this;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run([`${BIN}/pg_ctl`, '-D', path.join(this.dir, 'data'), '-o', options, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  stop(): void {
    this.run([`${BIN}/pg_ctl`, '-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  remove(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  static available(): boolean {
    try {
      execFileSync(`${BIN}/pg_ctl`, ['--version'], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  }
}

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres']).toString().trim());
}
