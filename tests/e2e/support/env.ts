/**
 * Where the end-to-end servers listen and the secrets they share with the tests. Every Playwright
 * worker has its own demo upstream (its own database) and its own dashboard (scripts/serve.mjs) over the same build
 * (tests/e2e/global-setup.ts), so spec files run side by side without sharing data: worker n
 * (Playwright's TEST_PARALLEL_INDEX) uses the base ports + n.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4100);

/** The ports of worker `index`'s pair of servers. */
export function serverPorts(index: number) {
  return { dashboard: BASE_PORT + index, demo: BASE_DEMO_PORT + index };
}

const ports = serverPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const DASHBOARD_PORT = ports.dashboard;
export const DEMO_PORT = ports.demo;
export const E2E = {
  baseURL: `http://localhost:${DASHBOARD_PORT}`,
  demoURL: `http://127.0.0.1:${DEMO_PORT}`,
  sessionSecret: 'e2e-session-secret-0123456789abcdef0123456789',
  fubSecret: 'demo-embed-secret',
  password: 'demo1234',
  /** The dashboards' key for api keys at rest, and their VAPID key pair: fixed, so the teardown scan knows them. */
  credentialKey: Buffer.alloc(32, 7).toString('base64'),
  vapid: {
    publicKey: 'BKE2vbCKeJsCmRs8DdC7FvgZEEFrIoAVZT9brgNdlBrbs7N5EF9yrLsp0h4c_OjyyOq7cogWEwnDZgVkglVA0U8',
    privateKey: 'JgM3nDH0N3IVbxM4r_Nlkmyllzk6ZEksfChVauwzBGk',
  },
};
