// Which CPUs the browser bench gives its browser and its servers. A phone's browser has its CPU to
// itself (the server runs elsewhere), so with two CPUs or more the browser gets one of them and the
// servers, with this runner (Lighthouse's side of the protocol), the others, through taskset; what a
// process starts afterwards inherits its CPUs. On one CPU they share it, and the results say so.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The CPUs a process may run on, from its `Cpus_allowed_list` ('0-1', '0,2-3'); `taskset -c 0 …` leaves one. */
export function allowedCpus(status = readFileSync('/proc/self/status', 'utf8')) {
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '';
  return list
    .split(',')
    .filter(Boolean)
    .flatMap((range) => {
      const [from, to = from] = range.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/** The browser on the first allowed CPU, the servers on the rest (taskset lists); null when there is one. */
export function splitCpus(cpus = allowedCpus()) {
  if (cpus.length < 2) return null;
  return { browser: String(cpus[0]), servers: cpus.slice(1).join(',') };
}

/** Moves every thread of process `pid` to `cpus`; the processes it starts from now on run there too. */
export function pinProcess(pid, cpus) {
  execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
}

let wrappers = null;
/**
 * An executable that runs `executable` on `cpus` with the arguments it is given: the browser launchers
 * take a path, not a command to put in front of it. The wrappers go when this process exits.
 */
export function onCpus(executable, cpus) {
  if (!wrappers) {
    wrappers = mkdtempSync(path.join(tmpdir(), 'broker-bench-cpus-'));
    process.once('exit', () => rmSync(wrappers, { recursive: true, force: true }));
  }
  const file = path.join(wrappers, `${path.basename(executable)}-on-${cpus.replaceAll(',', '_')}`);
  writeFileSync(file, `#!/bin/sh\nexec taskset -c ${cpus} '${executable.replaceAll("'", "'\\''")}' "$@"\n`);
  chmodSync(file, 0o755);
  return file;
}
