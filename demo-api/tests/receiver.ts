import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { UserWebhookEvent } from '@/server/upstream/contract/settings';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; event: UserWebhookEvent };

/** A webhook receiver on loopback, as a dashboard in development would be: records every post, answers the statuses it is told. */
export type Receiver = {
  url: string;
  received: Received[];
  /** The statuses of the next posts, in order (200 after them). */
  answer(...statuses: number[]): void;
  /** Answer every post this much later (0: at once). */
  delay(ms: number): void;
  /** The most posts under way at once so far. */
  maxInFlight(): number;
  /** Waits until `n` posts (matching `which`, when given) have arrived; answers them. */
  waitFor(n: number, which?: (r: Received) => boolean): Promise<Received[]>;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const statuses: number[] = [];
  let delayMs = 0;
  let inFlight = 0;
  let most = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, body, event: UserWebhookEvent.parse(JSON.parse(body)) });
      const status = statuses.shift() ?? 200;
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (...s) => statuses.push(...s),
    delay: (ms) => {
      delayMs = ms;
    },
    maxInFlight: () => most,
    waitFor: (n, which = () => true) =>
      vi.waitFor(
        () => {
          const found = received.filter(which);
          if (found.length < n) throw new Error(`${found.length} of ${n} webhook posts so far`);
          return found;
        },
        { timeout: 20_000, interval: 20 },
      ),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
