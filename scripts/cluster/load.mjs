// The load of the cluster test: a pool of concurrent workers, each sending one request after the
// other (keep-alive) from a fixed mix of signed-in reads and countable writes, for a fixed time.

/** A small seeded PRNG, so two runs send the same mix. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The mix: pages and GET route handlers a signed-in admin uses, and agent creation (POST /api/agents,
 * counted in the upstream afterwards). Weights are relative.
 */
export function requestMix({ agentIds, listingKeys, runId }) {
  const pick = (list, r) => list[Math.floor(r * list.length)];
  let written = 0;
  return [
    { kind: 'page /', weight: 10, build: () => ({ path: '/' }) },
    { kind: 'page /agents', weight: 12, build: (r) => ({ path: r < 0.5 ? '/agents' : `/agents?q=${'aeimn'[Math.floor(r * 10) % 5]}` }) },
    { kind: 'page /agents/:id', weight: 10, build: (r) => ({ path: `/agents/${pick(agentIds, r)}` }) },
    { kind: 'page /mortgagepro', weight: 6, build: () => ({ path: '/mortgagepro' }) },
    { kind: 'GET /api/listings/:key', weight: 22, build: (r) => ({ path: `/api/listings/${pick(listingKeys, r)}` }) },
    { kind: 'GET /api/health', weight: 5, build: () => ({ path: '/api/health' }) },
    {
      kind: 'POST /api/agents',
      weight: 20,
      write: true,
      expect: 201,
      build: () => {
        written += 1;
        const n = `${runId}-${written}`;
        return {
          path: '/api/agents',
          method: 'POST',
          body: { name: `Cluster Agent ${n}`, email: `${n}@cluster.test`, password: 'cluster-pass-1' },
        };
      },
    },
  ];
}

function chooser(mix, random) {
  const total = mix.reduce((sum, m) => sum + m.weight, 0);
  return () => {
    let x = random() * total;
    for (const m of mix) {
      x -= m.weight;
      if (x < 0) return m;
    }
    return mix[mix.length - 1];
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

/**
 * Tallies of one run: by kind, status, phase and serving instance; write acknowledgements with the
 * request id each was answered under. `excuse(result)` names why an unexpected answer is expected after
 * all (a request in flight when an instance was killed) or returns null; excused answers are counted
 * apart, not as errors.
 */
export class Tally {
  constructor({ excuse = () => null } = {}) {
    this.excuse = excuse;
    this.excused = {};
    this.requests = 0;
    this.byStatus = {};
    this.byKind = {};
    this.byUpstream = {};
    this.unexpected = [];
    /** Unexcused unexpected answers by status ('network error' for none). */
    this.failedByStatus = {};
    /** The same answers by what gave them (see causeOf). */
    this.failedByCause = {};
    this.latencies = [];
    this.writes = { sent: 0, acknowledged: 0, ids: [], requestIds: [] };
  }

  record(result) {
    const { kind, status, ms, upstream, phase, expected, write, id, requestId, error, cause } = result;
    this.requests += 1;
    const key = status === 0 ? 'network error' : String(status);
    this.byStatus[key] = (this.byStatus[key] ?? 0) + 1;
    const k = (this.byKind[kind] ??= { requests: 0, errors: 0, latencies: [] });
    k.requests += 1;
    k.latencies.push(ms);
    this.latencies.push(ms);
    const where = (this.byUpstream[phase] ??= {});
    where[upstream ?? 'none'] = (where[upstream ?? 'none'] ?? 0) + 1;
    if (write) this.writes.sent += 1;
    if (status === expected) {
      if (write && id !== undefined) {
        this.writes.acknowledged += 1;
        this.writes.ids.push(id);
        this.writes.requestIds.push(requestId);
      }
      return;
    }
    const reason = this.excuse(result);
    if (reason) {
      this.excused[reason] = (this.excused[reason] ?? 0) + 1;
      return;
    }
    k.errors += 1;
    this.failedByStatus[key] = (this.failedByStatus[key] ?? 0) + 1;
    this.failedByCause[cause] = (this.failedByCause[cause] ?? 0) + 1;
    if (this.unexpected.length < 20) this.unexpected.push({ kind, status, phase, upstream, error, cause });
  }

  summary() {
    const sorted = (list) => [...list].sort((a, b) => a - b);
    const all = sorted(this.latencies);
    const kinds = Object.fromEntries(
      Object.entries(this.byKind).map(([kind, k]) => {
        const s = sorted(k.latencies);
        return [kind, { requests: k.requests, errors: k.errors, p50Ms: percentile(s, 50), p99Ms: percentile(s, 99) }];
      }),
    );
    return {
      requests: this.requests,
      /** Answers other than the expected 200 (reads) or 201 (writes), network failures included. */
      errors: Object.values(this.byKind).reduce((n, k) => n + k.errors, 0),
      byStatus: this.byStatus,
      failedByCause: this.failedByCause,
      excused: this.excused,
      fiveHundreds: Object.entries(this.failedByStatus)
        .filter(([s]) => /^5/.test(s))
        .reduce((n, [, c]) => n + c, 0),
      networkErrors: this.failedByStatus['network error'] ?? 0,
      latencyMs: {
        p50: percentile(all, 50),
        p90: percentile(all, 90),
        p99: percentile(all, 99),
        max: all.length ? Math.round(all[all.length - 1]) : null,
      },
      byKind: kinds,
      byUpstream: this.byUpstream,
      firstErrors: this.unexpected,
    };
  }
}

/**
 * What gave an answer other than the one expected, from the answer itself: an instance's error (with
 * its JSON message: 'Unable to reach server.' is an upstream that failed or passed the timeout), nginx
 * (no instance's request id: none answered), or no answer at all.
 */
export function causeOf({ status, instance, message, error }) {
  if (status === 0) return `no answer (${error})`;
  if (!instance) return `${status} from the balancer`;
  return message ? `${status} from an instance: ${message}` : `${status} from an instance`;
}

function messageOf(json) {
  try {
    return JSON.parse(json).message;
  } catch {
    return undefined;
  }
}

/** One request; never throws: a network failure is status 0. `sentAt`, `answeredAt`: epoch ms. */
async function send(baseURL, headers, req) {
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(baseURL + req.path, {
      method: req.method ?? 'GET',
      headers: req.body ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: req.body ? JSON.stringify(req.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let id;
    if (req.body && res.status === 201) id = JSON.parse(text).id;
    const requestId = res.headers.get('x-request-id') ?? undefined;
    const answer = {
      status: res.status,
      ms: performance.now() - started,
      sentAt,
      answeredAt: Date.now(),
      upstream: res.headers.get('x-upstream') ?? undefined,
      id,
      requestId,
    };
    if (res.status === 200 || res.status === 201) return answer;
    const message = res.headers.get('content-type')?.includes('json') ? messageOf(text) : undefined;
    return { ...answer, cause: causeOf({ status: res.status, instance: requestId !== undefined, message }) };
  } catch (err) {
    const error = err.cause?.code ?? err.name;
    return { status: 0, ms: performance.now() - started, sentAt, answeredAt: Date.now(), error, cause: causeOf({ status: 0, error }) };
  }
}

/**
 * Keeps `connections` requests in flight for `durationMs`, then lets the last ones finish.
 * `phase()` labels each request by the moment it was sent (e.g. before or after an instance stops).
 */
export async function runLoad({ baseURL, headers, mix, connections, durationMs, seed = 1, phase = () => 'run', tally = new Tally() }) {
  const random = mulberry32(seed);
  const next = chooser(mix, random);
  const until = Date.now() + durationMs;
  async function worker() {
    while (Date.now() < until) {
      const m = next();
      const req = m.build(random());
      const label = phase();
      const result = await send(baseURL, headers, req);
      tally.record({ kind: m.kind, expected: m.expect ?? 200, write: m.write === true, phase: label, ...result });
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return tally;
}
