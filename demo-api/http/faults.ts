import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Fault, Runtime } from '../runtime';

/** A fault's path matches exactly, or as a pattern with `:param` segments and a trailing `*`. */
export function pathMatches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  const source = pattern
    .split(/(:[A-Za-z_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

function takeFault(candidates: Fault[], method: string, path: string, faults: Fault[] = candidates): Fault | undefined {
  const fault = candidates.find((f) => f.count > 0 && (!f.method || f.method.toUpperCase() === method) && pathMatches(f.path, path));
  if (!fault) return undefined;
  if (fault.after) {
    fault.after -= 1;
    return undefined;
  }
  fault.count -= 1;
  if (fault.count <= 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
}

/** Injected faults for the contract routes (and media, by a fault naming a /media/ path): status, delay, dropped connection, or malformed JSON. */
export function faultMiddleware(rt: Runtime): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__demo/')) return next();
    // Media (photos, badges, videos) take only the faults aimed at them, never a contract route's pattern.
    const media = c.req.path.startsWith('/media/');
    const fault = takeFault(media ? rt.faults.filter((f) => f.path.startsWith('/media/')) : rt.faults, c.req.method, c.req.path, rt.faults);
    if (!fault) return next();
    if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    if (fault.drop) {
      c.env.incoming.socket.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    if (fault.malformed) {
      return c.body('{"message": "Injected fault", "truncated": [1, 2', (fault.status ?? 200) as ContentfulStatusCode, {
        'content-type': 'application/json',
      });
    }
    if (fault.status) return c.json({ message: 'Injected fault' }, fault.status as ContentfulStatusCode);
    return next();
  };
}
