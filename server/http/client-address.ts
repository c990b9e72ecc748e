import 'server-only';
import { config } from '@/server/config';

/**
 * The client's address, as Express's 'trust proxy' with a number of hops reads it: X-Forwarded-For's
 * entries from the right, skipping the TRUSTED_PROXY_HOPS proxies in front. The production server
 * (scripts/serve.mjs) appends the socket's peer to the header, so its last entry is never the
 * client's own word; every entry left of the trusted proxies' may be made up, so none is read.
 */
export function clientAddress(req: Request, hops = config().trustedProxyHops): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // More hops configured than entries: the furthest address known, as Express does.
  return entries[Math.max(0, entries.length - 1 - hops)] ?? 'direct';
}
