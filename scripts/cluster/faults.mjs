// The cluster test's fault phase: write load through nginx while instance B is killed
// (SIGKILL, no chance to drain) and started again on its own journal, and while the audit log's
// PostgreSQL is stopped for a while and started again. Afterwards every answered change must be in the
// audit log exactly once: run.mjs checks that by request id.
import { runLoad, Tally } from './load.mjs';
import { journalReadBack } from './logs.mjs';
import { sleep, waitForHttp } from './processes.mjs';
import { loginRequest } from './session.mjs';

/**
 * When PostgreSQL stops and when B is killed, as shares of the phase; how long PostgreSQL stays down.
 * B dies while the store is down, so what it answered is only in its journal: the B started in its
 * place must read it back.
 */
const PG_STOP_AT = 0.2;
const KILL_AT = 0.4;
/** Longer than the audit queue's retry (5 s): each instance finds the store down at least twice. */
const PG_DOWN_MS = 12_000;
/**
 * What B was doing when it died is lost with it: nginx does not resend a POST that reached an instance
 * (502), nor a GET whose answer had begun (a streamed page cut short: the connection closes, status 0
 * here). Only such answers to requests in flight at the kill (sent until this long after it, on a
 * connection nginx had not yet seen closed) are excused.
 */
const KILL_WINDOW_MS = 1_000;
/** How long the instances get to store what waited once PostgreSQL is back. */
const DRAIN_TIMEOUT_MS = 90_000;

/**
 * `startB(label)` starts instance B afresh (same port, so the same journal) and answers its child
 * process; `postgres` is the TestPostgres both instances write to. Answers the tally, the timeline and
 * every B process started here (their logs are checked with the others).
 */
export async function runFaults({ siteURL, headers, mix, connections, durationMs, startB, readyURL, healthURLs, postgres, password, say }) {
  const timeline = {};
  const started = [];
  const at = () => Date.now() - loadStarted;

  const first = startB('B2');
  started.push(first);
  await waitForHttp(readyURL, first);

  let killedAt = null;
  const tally = new Tally({
    excuse: (r) =>
      killedAt !== null && (r.status === 502 || r.status === 0) && r.sentAt <= killedAt + KILL_WINDOW_MS && r.answeredAt >= killedAt
        ? 'cut short by the SIGKILL'
        : null,
  });
  let phase = 'both';
  let restarted = null;
  const killTimer = setTimeout(async () => {
    phase = 'B killed';
    killedAt = Date.now();
    timeline.killAtMs = at();
    first.kill('SIGKILL');
    await first.exited;
    say(`SIGKILL to instance B at ${Math.round(timeline.killAtMs / 1000)} s; starting it again`);
    const again = startB('B3');
    started.push(again);
    restarted = waitForHttp(readyURL, again, { timeoutMs: 120_000 }).then(() => {
      timeline.restartedAtMs = at();
      phase = 'B restarted';
      say(`instance B ready again at ${Math.round(timeline.restartedAtMs / 1000)} s`);
    });
  }, durationMs * KILL_AT);
  const outage = new Promise((resolve) => {
    setTimeout(async () => {
      timeline.storeStoppedAtMs = at();
      postgres.stop();
      say(`PostgreSQL stopped at ${Math.round(timeline.storeStoppedAtMs / 1000)} s`);
      const upAgainAt = Date.now() + PG_DOWN_MS;
      timeline.outage = await signInDuringOutage(siteURL, password, healthURLs);
      say(`sign-in with the store down: ${timeline.outage.status}; limits counted locally on ${timeline.outage.limitsLocal} instance(s)`);
      await sleep(Math.max(0, upAgainAt - Date.now()));
      postgres.start();
      timeline.storeStartedAtMs = at();
      say(`PostgreSQL started again at ${Math.round(timeline.storeStartedAtMs / 1000)} s`);
      resolve();
    }, durationMs * PG_STOP_AT);
  });

  const loadStarted = Date.now();
  say(`fault load: ${connections} connections for ${durationMs / 1000} s through nginx`);
  await runLoad({ baseURL: siteURL, headers, mix, connections, durationMs, seed: 99, phase: () => phase, tally });
  clearTimeout(killTimer);
  await outage;
  await restarted;

  timeline.drainedAfterMs = await waitUntilStored(healthURLs);
  timeline.readBackByRestart = journalReadBack(started.at(-1).logFile);
  say(`both instances stored every waiting audit event ${Math.round(timeline.drainedAfterMs / 1000)} s after the load`);
  return { tally, timeline, processes: started, last: started.at(-1) };
}

/**
 * A database outage must not stop staff signing in: a sign-in through nginx while the store is
 * down, and how many instances then say in their health that they count limits alone.
 */
async function signInDuringOutage(siteURL, password, healthURLs) {
  const res = await loginRequest(siteURL, 'admin@acme.test', password);
  await res.arrayBuffer();
  // On a slow machine the sign-in can outlast the moment B is killed: an instance that does not answer counts as not saying so.
  const health = await Promise.all(
    healthURLs.map((url) =>
      fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then((r) => r.json())
        .catch(() => ({})),
    ),
  );
  return { status: res.status, limitsLocal: health.filter((h) => h.limits?.shared === false).length };
}

/** Polls each instance's health until none reports audit events waiting; answers how long it took. */
async function waitUntilStored(urls) {
  const since = Date.now();
  while (Date.now() - since < DRAIN_TIMEOUT_MS) {
    const waiting = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        const body = await res.json();
        return body.audit?.waiting ?? 0;
      }),
    );
    if (waiting.every((n) => n === 0)) return Date.now() - since;
    await sleep(500);
  }
  throw new Error(`audit events still waiting ${DRAIN_TIMEOUT_MS / 1000} s after the fault load`);
}
