// scripts/install-node.mjs (npm install's postinstall) run for real in a scratch project folder.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { NODE_MAJOR, NODE_VERSION } from '../../scripts/check-node.mjs';

const script = path.resolve(__dirname, '../../scripts/install-node.mjs');
const major = (node: string) => Number(spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]);

// A Node.js of another major on this machine (the image's own Node 20 at /usr/bin/node here), if any.
const otherNode = [
  ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'node')),
  '/usr/bin/node',
  '/usr/local/bin/node',
].find((node) => existsSync(node) && major(node) !== NODE_MAJOR);

let project: string;
// As npm runs it on a machine whose own Node.js is `node`: that one first on PATH (the postinstall asks PATH which Node the machine has).
const install = (node: string) =>
  spawnSync(node, [script], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PATH: [path.dirname(node), '/usr/bin', '/bin'].join(path.delimiter) },
  });
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm install puts the project Node.js first for npm scripts only where the machine lacks it', () => {
  it('on a machine with Node 24, removes what an install under another major left, and fetches nothing', () => {
    project = mkdtempSync(path.join(tmpdir(), 'install-node-'));
    mkdirSync(path.join(project, 'node_modules', '.bin'), { recursive: true });
    mkdirSync(path.join(project, 'node_modules', '.cache', 'node', 'v24.0.0', 'bin'), { recursive: true });
    symlinkSync('../.cache/node/v24.0.0/bin/node', path.join(project, 'node_modules', '.bin', 'node'));

    const result = install(process.execPath);

    expect(result.status).toBe(0);
    expect(existsSync(path.join(project, 'node_modules', '.bin'))).toBe(true);
    expect(() => lstatSync(path.join(project, 'node_modules', '.bin', 'node'))).toThrow(/ENOENT/);
    expect(existsSync(path.join(project, 'node_modules', '.cache', 'node'))).toBe(false);
  });

  it.skipIf(!otherNode)(
    `on a machine with another major (${otherNode}), links node_modules/.bin/node to Node.js ${NODE_VERSION} from the npm registry`,
    () => {
      project = mkdtempSync(path.join(tmpdir(), 'install-node-'));

      const result = install(otherNode!);

      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const link = path.join(project, 'node_modules', '.bin', 'node');
      expect(readlinkSync(link)).toBe(`../.cache/node/v${NODE_VERSION}/bin/node`);
      expect(spawnSync(link, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(`v${NODE_VERSION}`);
      expect(result.stdout).toContain(`npm's scripts run on Node.js ${NODE_VERSION}`);

      // A second install reuses the fetched build.
      const again = install(otherNode!);
      expect(again.status).toBe(0);
      expect(again.stdout).not.toContain('fetching');
    },
    180_000,
  );
});
