import { PortInUseError, startDemoApi } from './server';

/**
 * CLI: `npm run demo-api`. Env DEMO_API_PORT (4000), DEMO_API_HOST (127.0.0.1), DEMO_DATA_DIR, DEMO_PUBLIC_URL,
 * DEMO_SMTP_PORT (the mail catcher; default 25 above DEMO_API_PORT).
 */
async function main(): Promise<void> {
  const port = Number(process.env.DEMO_API_PORT ?? 4000);
  const host = process.env.DEMO_API_HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`DEMO_API_PORT must be a port number, not "${process.env.DEMO_API_PORT}".`);
    process.exit(1);
  }
  const smtpPort = process.env.DEMO_SMTP_PORT ? Number(process.env.DEMO_SMTP_PORT) : port === 0 ? 0 : port + 25;
  if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65_535) {
    console.error(`DEMO_SMTP_PORT must be a port number, not "${process.env.DEMO_SMTP_PORT}".`);
    process.exit(1);
  }
  try {
    const api = await startDemoApi({ port, host, smtpPort });
    if (api.seeded)
      console.log(
        `[demo-api] seeded a fresh database in ${api.seeded.ms} ms (${api.seeded.counts.users} dashboard users, ${api.seeded.counts.end_users} end users)`,
      );
    console.log(
      `[demo-api] demo upstream listening on ${api.url} (data: ${api.dataDir}); accounts: ${api.url}/__demo/accounts, password demo1234`,
    );
    if (api.smtpPort !== null)
      console.log(`[demo-api] mail catcher (SMTP) on ${host}:${api.smtpPort}: GET ${api.url}/__demo/outbox?kind=mail`);
    const stop = () => {
      void api.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    if (err instanceof PortInUseError) {
      console.error(
        `[demo-api] Port ${err.port} (${err.variable}) on ${err.host} is already in use. Stop whatever uses it, or set ${err.variable} to a free port.`,
      );
      process.exit(1);
    }
    throw err;
  }
}

void main();
