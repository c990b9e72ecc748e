// What `npm test` needs from the machine beyond node_modules, checked before its first step: a machine
// that lacks several tools hears of all of them at once, each with the command that installs it, not
// of one per failing step, minutes apart. Each check looks where its step looks (the same paths, the
// same variables), so a tool found here is the one the step starts. `node scripts/prerequisites.mjs`
// runs the check alone.
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_MAJOR, nodeProblem } from './check-node.mjs';

/** Debian's Chromium, which the end-to-end tests take over Playwright's own when it is there (playwright.config.ts). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The nginx the cluster test puts in front of its two instances: NGINX_BIN, else Debian's. */
export const nginxBin = (env = process.env) => env.NGINX_BIN || '/usr/sbin/nginx';

/** An executable named `command` in one of PATH's folders, as a child process started by name finds it. */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(path.join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/**
 * How the checks look at this machine; the unit test hands in fakes. The step modules are imported
 * when asked, so this file loads with nothing but Node (a machine without node_modules still hears
 * about its Node).
 */
export const machineProbes = {
  env: process.env,
  nodeVersion: process.versions.node,
  exists: existsSync,
  onPath,
  playwrightChromium: async () => (await import('@playwright/test')).chromium.executablePath(),
  postgresBin: async () => (await import('./cluster/postgres.mjs')).postgresBin(),
  /** The engine the container test would use ({ name }), or what each candidate lacked ({ problem }); asked once. */
  containerEngine: () =>
    (engineSearch ??= import('./container/engine.mjs').then(({ searchEngine }) => {
      const { engine, tried } = searchEngine();
      return engine ? { name: engine.name } : { problem: tried.join('; ') };
    })),
  baseImageUnbuildable: async () => (await import('./container/engine.mjs')).baseImageUnbuildable(),
};
let engineSearch;

/**
 * Each prerequisite: its name, the steps that need it, Debian's packages and the command that installs
 * it, and `check(probes)`, which answers null when it is there, else what is missing.
 */
export const PREREQUISITES = [
  {
    name: `Node.js ${NODE_MAJOR}`,
    steps: 'every step',
    packages: [],
    install: null,
    check: (p) => nodeProblem(p.nodeVersion),
  },
  {
    name: 'Chromium',
    steps: 'test:e2e',
    packages: ['chromium'],
    install: `apt-get install chromium (Debian's, used from ${SYSTEM_CHROMIUM}), or npx playwright install chromium`,
    check: async (p) =>
      p.exists(SYSTEM_CHROMIUM) || p.exists(await p.playwrightChromium())
        ? null
        : `neither ${SYSTEM_CHROMIUM} nor Playwright's own Chromium is installed`,
  },
  {
    name: 'Java',
    steps: "test:e2e (the W3C HTML checker, npm's vnu-jar)",
    packages: ['default-jre-headless'],
    install: 'apt-get install default-jre-headless',
    check: (p) => (p.onPath('java') ? null : 'no java on PATH'),
  },
  {
    name: 'nginx',
    steps: 'test:cluster',
    packages: ['nginx'],
    install: 'apt-get install nginx, or set NGINX_BIN to an nginx elsewhere',
    check: (p) => (p.exists(nginxBin(p.env)) ? null : `no ${nginxBin(p.env)}`),
  },
  {
    name: 'PostgreSQL',
    steps: "test:unit (the stores' PostgreSQL tests), test:cluster",
    packages: ['postgresql'],
    install: 'apt-get install postgresql (the tests start servers of their own)',
    check: async (p) => {
      const bin = await p.postgresBin();
      return bin && p.exists(`${bin}/initdb`) && p.exists(`${bin}/pg_ctl`)
        ? null
        : 'no initdb and pg_ctl under /usr/lib/postgresql/<major>/bin';
    },
  },
  {
    name: 'a container engine',
    steps: 'test:container',
    packages: ['podman', 'buildah', 'runc', 'debootstrap'],
    // Without the two settings podman fails in a sandbox that may not raise rlimits or use hybrid cgroups.
    install: 'start docker, or apt-get install podman buildah runc debootstrap and write the two containers.conf settings .ci/run writes',
    check: async (p) => (await p.containerEngine()).problem ?? null,
  },
  {
    name: 'debootstrap',
    steps: 'test:container with podman (its base image, built once when none is cached and CONTAINER_NODE_IMAGE is unset)',
    packages: ['debootstrap'],
    install: 'apt-get install debootstrap',
    check: async (p) =>
      (await p.containerEngine()).name === 'podman' && (await p.baseImageUnbuildable()) ? 'no /usr/sbin/debootstrap' : null,
  },
];

/** The prerequisites this machine lacks, each with what is wrong; a check that throws counts as missing. */
export async function missingPrerequisites(probes = machineProbes, list = PREREQUISITES) {
  const missing = [];
  for (const item of list) {
    let problem;
    try {
      problem = await item.check(probes);
    } catch (err) {
      problem = `could not be checked: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (problem) missing.push({ name: item.name, steps: item.steps, problem, install: item.install, packages: item.packages });
  }
  return missing;
}

/** One message naming everything missing, with the command for each and Debian's packages in one line. */
export function prerequisitesReport(missing) {
  const packages = [...new Set(missing.flatMap((m) => m.packages))];
  return [
    `npm test needs ${missing.length === 1 ? 'one thing' : `${missing.length} things`} this machine lacks (nothing was run):`,
    ...missing.flatMap((m) => [`  - ${m.name}, for ${m.steps}: ${m.problem}`, ...(m.install ? [`    install: ${m.install}`] : [])]),
    ...(packages.length ? [`On Debian, at once: apt-get install ${packages.join(' ')} (.ci/run installs them on a fresh machine).`] : []),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = await missingPrerequisites();
  if (missing.length > 0) {
    console.error(prerequisitesReport(missing));
    process.exit(1);
  }
  console.log(`[prerequisites] all ${PREREQUISITES.length} present`);
}
