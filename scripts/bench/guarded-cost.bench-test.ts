// `npx vitest run --config scripts/bench/vitest.guarded.config.mts`: the CPU that guarded() and
// publicRoute() add to a route handler, in-process (no HTTP, no Next): the same requests answered
// by a bare handler and by the wrappers around equally empty ones, with a real sealed session
// (the server's unseal cache warm, as in steady traffic) and the real access table. Interleaved
// rounds; the median of each is reported in microseconds of CPU per request.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { RouteId } from '@/lib/forms/route-params';
import { primeAppData } from '@/server/app-data';
import { resetConfigForTests } from '@/server/config';
import { guarded, publicRoute } from '@/server/http';
import { sealSession, type Session } from '@/server/session';
import type { AppData } from '@/server/upstream/contract';

const ORIGIN = 'http://dashboard.test';
Object.assign(process.env, {
  UPSTREAM_API_URL: 'http://upstream.test',
  SESSION_SECRETS: 'bench-secret-0123456789abcdef0123456789abcdef',
  LOG_LEVEL: 'silent',
});
resetConfigForTests();

const session: Session = {
  v: 1,
  apiKey: 'key-bench',
  stackId: 'acme',
  managerMode: true,
  readOnly: false,
  embedded: false,
  user: {
    id: 1,
    type: 'admin',
    subType: null,
    name: 'Alex Admin',
    email: 'admin@acme.test',
    officeId: null,
    payments: true,
    paymentsLink: null,
    agentPaymentsLink: null,
    selfProvisioned: false,
    subscriptionStatus: null,
    subscriptionCancelAt: null,
  },
};
const app = {
  stack_id: 'acme',
  name: 'Acme Realty',
  icon: '',
  theme: { logo: '', color: '#0b5cad' },
  template: 'default',
  toggles: { officesEnabled: true },
  strings: {},
  plan: { agents: 1, limit: 2 },
  super_admins: [],
  countries: ['US'],
  payments: true,
  mpro_agent: false,
} as unknown as AppData;
primeAppData(session, app);
const cookie = `bd_session=${await sealSession(session)}`;

const answer = () => Response.json({ ok: true });
const route = { params: Promise.resolve({ agentId: '42' }) };
const get = () => new Request(`${ORIGIN}/api/agents?limit=10&offset=0`, { headers: { cookie, host: 'dashboard.test' } });
const post = () =>
  new Request(`${ORIGIN}/api/agents/42/pin?q=a`, {
    method: 'POST',
    headers: { cookie, host: 'dashboard.test', origin: ORIGIN, 'content-type': 'application/json' },
    body: '{"pinned":true}',
  });

const bare = async (_req: Request) => answer();
const cases: Record<string, () => Promise<unknown>> = {
  'GET bare handler': () => bare(get()),
  'GET publicRoute({})': (() => {
    const h = publicRoute({}, async () => answer());
    return () => h(get());
  })(),
  'GET guarded({ action })': (() => {
    const h = guarded({ action: 'agents.read' }, async () => answer());
    return () => h(get(), route);
  })(),
  'POST bare handler reading its JSON body': async () => {
    const req = post();
    await req.json();
    return bare(req);
  },
  'POST guarded({ action, params, query, body })': (() => {
    const h = guarded(
      {
        action: 'agents.pin',
        params: z.object({ agentId: RouteId }),
        query: z.object({ q: z.string().optional() }),
        body: z.object({ pinned: z.boolean() }),
      },
      async () => answer(),
    );
    return () => h(post(), route);
  })(),
};

const N = Number(process.env.ITERATIONS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));

async function cpuPerCall(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i += 1) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
}

for (const fn of Object.values(cases)) await cpuPerCall(fn); // warm-up: JIT, the unseal cache
for (let r = 0; r < ROUNDS; r += 1) for (const [name, fn] of Object.entries(cases)) samples[name]?.push(await cpuPerCall(fn));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
for (const [name, us] of Object.entries(m)) console.log(`${name.padEnd(48)} ${us.toFixed(1)} µs CPU/request`);
const get0 = m['GET bare handler'] ?? NaN;
const post0 = m['POST bare handler reading its JSON body'] ?? NaN;
console.log(
  `\nadded by publicRoute: ${((m['GET publicRoute({})'] ?? NaN) - get0).toFixed(1)} µs; guarded (GET): ${((m['GET guarded({ action })'] ?? NaN) - get0).toFixed(1)} µs; guarded with params+query+body (POST): ${((m['POST guarded({ action, params, query, body })'] ?? NaN) - post0).toFixed(1)} µs`,
);

it('measured every case', () => {
  for (const us of Object.values(m)) expect(Number.isFinite(us)).toBe(true);
});
