// What the instances logged during the cluster test: one JSON line per request with the balancer's
// request id, the shutdown lines, and never a secret.
import { readFileSync } from 'node:fs';

const jsonLines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });

/**
 * Asks an instance for its live heap (SIGUSR2: a full GC, then a memory line; the instances run with
 * --expose-gc) and answers that line's figures (MiB).
 */
export async function liveMemory(child, timeoutMs = 10_000) {
  const isReport = (e) => e.msg === 'memory' && e.afterGc === true;
  const before = jsonLines(child.logFile).filter(isReport).length;
  child.kill('SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reports = jsonLines(child.logFile).filter(isReport);
    if (reports.length > before) return reports[reports.length - 1];
  }
  throw new Error(`${child.name} logged no memory report within ${timeoutMs / 1000} s`);
}

/** The figures of an instance's last 'stopped' line (its live heap once its requests were done). */
export function stoppedLine(file) {
  return (
    jsonLines(file)
      .filter((e) => e.msg === 'stopped')
      .pop() ?? null
  );
}

/** How many audit events an instance read back from its journal at start (its 'read back' line), or 0. */
export function journalReadBack(file) {
  return jsonLines(file).find((e) => e.readBack !== undefined)?.readBack ?? 0;
}

/** nginx's $request_id: 32 hex digits (the instance generates UUIDs when there is none). */
const NGINX_ID = /^[0-9a-f]{32}$/;

export function checkLogs(files, secrets) {
  const problems = [];
  const figures = { lines: 0, jsonLines: 0, requestLines: 0, withBalancerRequestId: 0, incompleteRequestLines: 0, secretsFound: 0 };
  const shutdown = {};
  /** The instances' own memory lines (MiB): heap used shows growth without the RSS's GC swings. */
  const memory = {};
  for (const [name, file] of Object.entries(files)) {
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets.filter(Boolean)) {
      if (text.includes(secret)) {
        figures.secretsFound += 1;
        problems.push(`instance ${name}'s log contains a secret (${secret.slice(0, 4)}…)`);
      }
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      figures.lines += 1;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // Next's own start-up banner is plain text
      }
      figures.jsonLines += 1;
      if (entry.msg === 'request') {
        figures.requestLines += 1;
        if (NGINX_ID.test(entry.reqId ?? '')) figures.withBalancerRequestId += 1;
        const complete =
          typeof entry.route === 'string' &&
          !entry.route.includes('?') &&
          Number.isInteger(entry.status) &&
          typeof entry.ms === 'number' &&
          entry.method;
        if (!complete) figures.incompleteRequestLines += 1;
      }
      if (entry.msg?.startsWith('shutting down')) (shutdown[name] ??= {}).inFlight = entry.inFlight;
      if (entry.msg === 'memory') (memory[name] ??= []).push({ time: entry.time, rss: entry.rss, heapUsed: entry.heapUsed });
      if (entry.msg === 'stopped') (shutdown[name] ??= {}).stopped = { code: entry.code, time: entry.time };
    }
  }
  if (figures.requestLines === 0) problems.push('the instances logged no request lines');
  if (figures.incompleteRequestLines > 0)
    problems.push(`${figures.incompleteRequestLines} request lines lack the method, route (without query), status or duration`);
  if (figures.withBalancerRequestId === 0) problems.push("no request line carries nginx's request id");
  return { problems, figures, shutdown, memory };
}
