// Child processes of the cluster test: start with output to a log file, wait until they answer,
// read their memory, stop them by their own pid.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';

/** Every child started here, so a failing run can still stop them all. */
const children = new Set();

export function start(name, command, args, { env, logFile, cwd }) {
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.name = name;
  child.logFile = logFile;
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal, at: Date.now() });
    });
  });
  child.once('error', (err) => out.write(`[cluster] could not start ${name}: ${err.message}\n`));
  children.add(child);
  return child;
}

/** Resolves once `url` answers with `status` (200 by default); rejects after `timeoutMs` or if the child exits. */
export async function waitForHttp(url, child, { timeoutMs = 60_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited before ${url} answered (see ${child.logFile})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === status) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s${child ? ` (see ${child.logFile})` : ''}`);
}

/** Stops one child by its pid: `signal`, then SIGKILL after `graceMs`. Resolves with how it exited. */
export async function stop(child, { signal = 'SIGTERM', graceMs = 25_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stop(child, { graceMs: 5_000 })));
}

/** Resident memory of a process in MiB (Linux /proc), or null once it is gone. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * Throws when something already listens on the port (on loopback): a server left over from an
 * interrupted run would otherwise answer in place of the one about to start. `what` names the port and
 * the setting that chooses it.
 */
export async function assertPortFree(port, what) {
  const problem = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err) => resolve(err.code ?? 'ERROR'));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(null)));
  });
  if (problem === 'EADDRINUSE')
    throw new Error(`Port ${port} (${what}) is already in use: stop what uses it (a run left over?) or choose another port.`);
  if (problem) throw new Error(`Cannot listen on port ${port} (${what}): ${problem}`);
}

/** CPU time (user + system) a process has used so far, in seconds (Linux /proc), or null once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 10) / 10;
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
