/** Where the end-to-end servers listen and the secrets they share with the tests. */
export const DASHBOARD_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4100);
export const E2E = {
  baseURL: `http://localhost:${DASHBOARD_PORT}`,
  demoURL: `http://127.0.0.1:${DEMO_PORT}`,
  sessionSecret: 'e2e-session-secret-0123456789abcdef0123456789',
  fubSecret: 'demo-embed-secret',
  password: 'demo1234',
};
