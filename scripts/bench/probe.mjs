// Single timed requests (time to first byte and to the last byte) and the load tool's runs.
import http from 'node:http';
import autocannon from 'autocannon';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Number(n.toFixed(digits)));

export function percentile(list, p) {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One request over a kept-alive connection: status, ms to the response head (first byte), ms to
 * the last byte, bytes. `onChunk` sees each body chunk as it arrives.
 */
export function timed(url, { method = 'GET', headers = {}, body, onChunk } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
    const req = http.request(url, { method, headers, agent }, (res) => {
      const ttfb = ms();
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        onChunk?.(chunk, ms());
      });
      res.on('end', () => resolve({ status: res.statusCode, ttfbMs: ttfb, totalMs: ms(), bytes, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

/** Sequential samples of a few request shapes, interleaved so that load drift hits them alike. */
export async function interleaved(shapes, rounds) {
  const out = Object.fromEntries(Object.keys(shapes).map((k) => [k, []]));
  for (let i = 0; i < rounds; i += 1) {
    for (const [name, run] of Object.entries(shapes)) out[name].push(await run());
  }
  return out;
}

/**
 * The load tool: `connections` clients each sending one request after the other for `seconds`,
 * after a short warm-up at the same concurrency. Answers requests per second and latency p50/p99 (ms),
 * and `metered`: what `meter` (started after the warm-up, ended with the run) measured.
 */
export async function load({ url, method = 'GET', headers = {}, body, connections, seconds, warmupSeconds = 2, meter }) {
  const opts = { url, method, headers, body, connections, pipelining: 1, timeout: 30 };
  if (warmupSeconds > 0) await autocannon({ ...opts, duration: warmupSeconds });
  const stop = meter?.();
  const r = await autocannon({ ...opts, duration: seconds });
  const answered = r.requests.total;
  return {
    rps: r.requests.average,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: answered,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    metered: stop?.(answered),
  };
}
