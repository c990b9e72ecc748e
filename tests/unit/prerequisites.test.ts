import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { nodeProblem } from '../../scripts/check-node.mjs';
import { missingPrerequisites, nginxBin, prerequisitesReport, SYSTEM_CHROMIUM, type Probes } from '@/scripts/prerequisites.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const PG = '/usr/lib/postgresql/15/bin';
const PLAYWRIGHT_CHROME = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with `files` on disk and `commands` on PATH; the rest as the overrides say. */
function machine(files: string[], commands: string[], over: Partial<Probes> = {}): Probes {
  return {
    env: {},
    nodeVersion: '24.21.0',
    exists: (file) => files.includes(file),
    onPath: (command) => commands.includes(command),
    playwrightChromium: () => PLAYWRIGHT_CHROME,
    postgresBin: () => (files.some((f) => f.startsWith(PG)) ? PG : null),
    containerEngine: () => ({ name: 'docker' }),
    baseImageUnbuildable: () => false,
    ...over,
  };
}

/** What .ci/run leaves on a fresh Debian machine. */
const DEBIAN = () => machine([SYSTEM_CHROMIUM, '/usr/sbin/nginx', `${PG}/initdb`, `${PG}/pg_ctl`], ['java']);
/** A machine with Node and node_modules only. */
const BARE = () =>
  machine([], [], { postgresBin: () => null, containerEngine: () => ({ problem: 'no docker; no podman, buildah, runc' }) });

describe("npm test's prerequisites", () => {
  it('a machine with everything lacks nothing', async () => {
    expect(await missingPrerequisites(DEBIAN())).toEqual([]);
  });

  it('a bare machine hears of every missing tool at once, each with its install command', async () => {
    const missing = await missingPrerequisites(BARE());
    expect(missing.map((m) => m.name)).toEqual(['Chromium', 'Java', 'nginx', 'PostgreSQL', 'a container engine']);
    const report = prerequisitesReport(missing);
    expect(report).toMatch(/^npm test needs 5 things this machine lacks \(nothing was run\):/);
    expect(report).toContain('  - Chromium, for test:e2e: neither /usr/bin/chromium nor Playwright');
    expect(report).toContain('    install: apt-get install chromium');
    expect(report).toContain('npx playwright install chromium');
    expect(report).toContain('    install: apt-get install default-jre-headless');
    expect(report).toContain('    install: apt-get install nginx, or set NGINX_BIN');
    expect(report).toContain('    install: apt-get install postgresql');
    expect(report).toContain('no docker; no podman, buildah, runc');
    expect(report).toContain('containers.conf');
    expect(report.split('\n').at(-1)).toBe(
      'On Debian, at once: apt-get install chromium default-jre-headless nginx postgresql podman buildah runc debootstrap (.ci/run installs them on a fresh machine).',
    );
  });

  it("keeps the Node check in the same list, first, with check-node's own words", async () => {
    const missing = await missingPrerequisites({ ...BARE(), nodeVersion: '20.20.2' });
    expect(missing[0]).toMatchObject({ name: 'Node.js 24', problem: nodeProblem('20.20.2') });
    expect(missing).toHaveLength(6);
    expect(prerequisitesReport(missing.slice(0, 1))).toMatch(
      /^npm test needs one thing this machine lacks[^\n]*\n {2}- Node\.js 24, for every step: Node\.js 24 is needed, this is 20\.20\.2\./,
    );
  });

  it("looks where the steps look: Playwright's own Chromium, NGINX_BIN, PostgreSQL's initdb and pg_ctl", async () => {
    const elsewhere = machine([PLAYWRIGHT_CHROME, '/opt/nginx/sbin/nginx', `${PG}/initdb`, `${PG}/pg_ctl`], ['java'], {
      env: { NGINX_BIN: '/opt/nginx/sbin/nginx' },
    });
    expect(await missingPrerequisites(elsewhere)).toEqual([]);
    const noNginxThere = { ...elsewhere, env: { NGINX_BIN: '/nowhere/nginx' } };
    expect((await missingPrerequisites(noNginxThere)).map((m) => [m.name, m.problem])).toEqual([['nginx', 'no /nowhere/nginx']]);
    const halfPostgres = machine([SYSTEM_CHROMIUM, '/usr/sbin/nginx', `${PG}/pg_ctl`], ['java']);
    expect((await missingPrerequisites(halfPostgres)).map((m) => m.name)).toEqual(['PostgreSQL']);
    expect(nginxBin({})).toBe('/usr/sbin/nginx');
  });

  it('asks for debootstrap only where podman would build the base image', async () => {
    const podman = (unbuildable: boolean) => ({
      ...DEBIAN(),
      containerEngine: () => ({ name: 'podman' }),
      baseImageUnbuildable: () => unbuildable,
    });
    const missing = await missingPrerequisites(podman(true));
    expect(missing.map((m) => m.name)).toEqual(['debootstrap']);
    expect(prerequisitesReport(missing).split('\n').at(-1)).toBe(
      'On Debian, at once: apt-get install debootstrap (.ci/run installs them on a fresh machine).',
    );
    expect(await missingPrerequisites(podman(false))).toEqual([]);
    expect(await missingPrerequisites({ ...DEBIAN(), baseImageUnbuildable: () => true })).toEqual([]);
  });

  it('a check that fails counts as missing, and the others still run', async () => {
    const broken = { ...DEBIAN(), playwrightChromium: () => Promise.reject(new Error("Cannot find package '@playwright/test'")) };
    const missing = await missingPrerequisites({ ...broken, exists: () => false, postgresBin: () => null });
    expect(missing.map((m) => m.name)).toEqual(['Chromium', 'nginx', 'PostgreSQL']);
    expect(missing[0]?.problem).toBe("could not be checked: Cannot find package '@playwright/test'");
  });

  it('agrees with the steps it checks for, and runs before the first of them', () => {
    expect(read('playwright.config.ts')).toContain(`const systemChromium = '${SYSTEM_CHROMIUM}';`);
    expect(read('tests/e2e/html-valid.spec.ts')).toMatch(/execFile\)\(\s*'java',\s*\['-jar',\s*VNU/);
    expect(read('scripts/cluster/run.mjs')).toContain('const NGINX = nginxBin();');
    expect(read('scripts/cluster/postgres.mjs')).toMatch(/`\$\{this\.bin\}\/initdb`[\s\S]*`\$\{this\.bin\}\/pg_ctl`/);
    const test = read('scripts/test.mjs');
    expect(test.indexOf('await missingPrerequisites()')).toBeGreaterThan(0);
    expect(test.indexOf('await missingPrerequisites()')).toBeLessThan(test.indexOf('for (const step of STEPS)'));
  });
});
