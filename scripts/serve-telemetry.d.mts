import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';

export const REGISTRY_KEY: symbol;
export function routePatterns(dir: string, distDir: string): (pathname: string) => string;
export function requestTracer(): {
  run<T>(
    req: Pick<IncomingMessage, 'method' | 'headers'>,
    ids: { requestId: string; route: string },
    fn: () => T,
  ): { span: Span; result: T };
  end(span: Span, status: number, aborted: boolean): void;
  traceId(span: Span): string;
};
export function startMetrics(opts: {
  port: number;
  host?: string;
  publicPort: number;
  log: { info: (fields: object, msg: string) => void };
}): { observe: (method: string, route: string, status: number, seconds: number) => void; close: () => void } | null;
