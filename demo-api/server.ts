import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkScope, resolveCaller } from './auth/caller';
import { controlRoutes } from './control';
import { Store } from './db/store';
import { Ctx } from './handlers/context';
import { HttpError } from './http/errors';
import { faultMiddleware } from './http/faults';
import { recordMiddleware } from './http/record';
import { parseInput } from './http/input';
import { describeIssues } from './http/validate';
import { mediaRoutes } from './media/routes';
import { loadAreas } from './registry';
import type { Runtime } from './runtime';
import { seed, type SeedSummary } from './seed';
import { startDemoSmtp, type DemoSmtp } from './smtp';
import { Webhooks } from './webhooks';

export type DemoApiOptions = {
  /** 0 picks a free port (tests). Default 4000. */
  port?: number;
  host?: string;
  /** Default: env DEMO_DATA_DIR, else demo-api/data. */
  dataDir?: string;
  /** Base of absolute URLs in answers. Default: env DEMO_PUBLIC_URL, else http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** Parse every answer with the contract's response schema. Default: on unless NODE_ENV is production. */
  validateResponses?: boolean;
  /**
   * The mail catcher's port (demo-api/smtp.ts); 0 picks a free one, null starts none. Default: env
   * DEMO_SMTP_PORT, else 25 above `port` (4025 beside 4000), or a free one when `port` is 0.
   */
  smtpPort?: number | null;
};

export type DemoApi = { url: string; dataDir: string; seeded: SeedSummary | null; smtpPort: number | null; close(): Promise<void> };

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    /** The setting that chose the port. */
    readonly variable: 'DEMO_API_PORT' | 'DEMO_SMTP_PORT' = 'DEMO_API_PORT',
  ) {
    super(`Port ${port} on ${host} is already in use.`);
  }
}

function smtpPortOf(options: DemoApiOptions): number | null {
  if (options.smtpPort !== undefined) return options.smtpPort;
  const fromEnv = process.env.DEMO_SMTP_PORT;
  if (fromEnv) return Number(fromEnv);
  const port = options.port ?? 4000;
  return port === 0 ? 0 : port + 25;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

/**
 * The Hono app: control routes, the shared media, the areas' extra routes, then one route per contract
 * endpoint (static paths before :param ones), from the areas.
 */
export function createApp(rt: Runtime): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(
    '*',
    bodyLimit({ maxSize: 12 * 1024 * 1024, onError: (c) => c.json({ message: 'The request body is too large (at most 12 MB).' }, 413) }),
  );
  app.use('*', recordMiddleware(rt));
  app.use('*', faultMiddleware(rt));
  app.route('/', controlRoutes(rt));
  app.route('/', mediaRoutes(rt));
  for (const extra of rt.areas.extraRoutes) app.route('/', extra(rt));

  const routes = [...rt.areas.routes].sort((a, b) => a.endpoint.path.split(':').length - b.endpoint.path.split(':').length);
  for (const { endpoint, handler } of routes) {
    app.on(endpoint.method, endpoint.path, async (c) => {
      const caller = endpoint.auth === 'key' ? resolveCaller(rt.store, c.req.header('x-api-key'), c.req.header('x-mode')) : null;
      if (caller) checkScope(caller, endpoint.scope);
      const { data, files } = await parseInput(c, endpoint);
      const answer = await handler(data, new Ctx(rt, caller, files, c));
      if (answer instanceof Response) return answer;
      if (rt.validateResponses) {
        const checked = endpoint.response.safeParse(answer);
        if (!checked.success) {
          console.error(`[demo-api] ${endpoint.name} answered outside the contract:`, checked.error.issues);
          throw new HttpError(
            500,
            `Demo API answer for ${endpoint.name} does not match the contract: ${describeIssues(answer, checked.error.issues)}`,
          );
        }
      }
      return c.json(answer as object);
    });
  }

  app.notFound((c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
    console.error('[demo-api]', err);
    return c.json({ message: `The demo API failed: ${err.message}` }, 500);
  });
  return app;
}

/** Start the demo upstream: open (and on first use seed) the database, then listen. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? process.env.DEMO_DATA_DIR ?? DEFAULT_DATA_DIR);
  const areas = await loadAreas();
  const store = new Store(dataDir, areas.schema);
  const seeded = store.isSeeded() ? null : seed(store, areas.seed);
  const rt: Runtime = {
    store,
    areas,
    dataDir,
    publicUrl: '',
    validateResponses: options.validateResponses ?? process.env.NODE_ENV !== 'production',
    faults: [],
    recording: null,
    webhooks: new Webhooks(store),
    smtpPort: null,
  };
  const server = createAdaptorServer({ fetch: createApp(rt).fetch });
  // Longer than any client's idle keep-alive (undici: 4 s), so a client never sends on a socket the
  // server is closing at that instant (a rare 'fetch failed' under load).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        fail(err.code === 'EADDRINUSE' ? new PortInUseError(options.port ?? 4000, host) : err),
      );
      server.listen(options.port ?? 4000, host, () => done());
    });
  } catch (err) {
    rt.webhooks.close();
    store.close();
    throw err;
  }
  const wantedSmtp = smtpPortOf(options);
  let smtp: DemoSmtp | null = null;
  try {
    smtp = wantedSmtp === null ? null : await startDemoSmtp(store, { port: wantedSmtp, host });
  } catch (err) {
    await new Promise<void>((done) => server.close(() => done()));
    rt.webhooks.close();
    store.close();
    throw (err as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(wantedSmtp ?? 0, host, 'DEMO_SMTP_PORT') : err;
  }
  rt.smtpPort = smtp?.port ?? null;
  const port = (server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  rt.publicUrl = options.publicUrl ?? process.env.DEMO_PUBLIC_URL ?? url;
  let closed = false;
  return {
    url,
    dataDir,
    seeded,
    smtpPort: rt.smtpPort,
    close: async () => {
      if (closed) return;
      closed = true;
      await smtp?.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      rt.webhooks.close();
      store.close();
    },
  };
}
