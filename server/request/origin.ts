import 'server-only';
import { headers } from 'next/headers';
import { requestHost, requestProto } from '@/server/request/forwarded';

/** This dashboard's origin as the browser reached it (behind the configured proxies, their forwarded host and scheme). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  return `${requestProto(h)}://${requestHost(h) ?? 'localhost'}`;
}
