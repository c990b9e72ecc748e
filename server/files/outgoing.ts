import 'server-only';
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * The one door for requests the dashboard sends to addresses it did not configure itself (pictures the
 * upstream names by URL) and to the geocoder. A target that resolves to a loopback, private,
 * link-local, unique-local, multicast or otherwise special address is refused: the address is checked
 * when the connection is made (the check is the connection's own lookup, so a name cannot resolve to
 * a public address for the check and a private one for the request), and again on every redirect.
 *
 * The one allowance: origins the operator configured (the upstream, UPSTREAM_API_URL, which serves the
 * pictures and, in demo mode, the geocoder from 127.0.0.1; and GEOCODER_URL's own origin) are reached
 * whatever their address. It is by exact origin (scheme, host, port), never a general loopback pass.
 */

export class OutgoingRefused extends Error {}

const SPECIAL = new BlockList();
const V4: [string, number][] = [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['64:ff9b::', 96], // NAT64, which may embed any IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of V4) SPECIAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6) SPECIAL.addSubnet(net, prefix, 'ipv6');
// An IPv4-mapped address (::ffff:127.0.0.1) is checked against the IPv4 rules by BlockList itself.

/** Whether an IP address is an ordinary public one (not loopback, private, link-local, unique-local ...). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  try {
    return !SPECIAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    // An address BlockList cannot read (a zone index such as fe80::1%eth0) is no public one.
    return false;
  }
}

/** Whether an address is on loopback (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** The connection's name lookup, refusing a name that resolves to any special address. */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  checkedLookup(hostname, options, callback, isPublicAddress);
}

/** The same, with loopback allowed too (push endpoints in demo mode and tests). */
function publicOrLoopbackLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  checkedLookup(hostname, options, callback, (a) => isPublicAddress(a) || isLoopbackAddress(a));
}

function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback, allowed: (address: string) => boolean): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const special = addresses.find((a) => !allowed(a.address));
    if (special || addresses.length === 0) return callback(new OutgoingRefused(`${hostname} resolves to a non-public address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

export type OutgoingOptions = {
  signal: AbortSignal;
  headers?: Record<string, string>;
  /** Origins reached whatever their address (the operator's configuration): see the module's comment. */
  trustedOrigins: string[];
  /** Redirects followed, each target checked like the first; 0: a redirect is a failure. */
  maxRedirects?: number;
};

/**
 * GET a URL through the checks above. Answers the final response (any status but a redirect) with its
 * body unread; throws OutgoingRefused for a refused target, a redirect too many, or a scheme other
 * than http(s), and the network's own errors otherwise.
 */
export async function outgoingGet(url: string | URL, options: OutgoingOptions): Promise<IncomingMessage> {
  let target = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const res = await getOnce(target, options);
    const location = res.headers.location;
    if (!res.statusCode || res.statusCode < 300 || res.statusCode >= 400 || !location) return res;
    res.resume();
    if (redirects >= (options.maxRedirects ?? 0)) throw new OutgoingRefused(`Too many redirects from ${url.toString()}`);
    target = new URL(location, target);
  }
}

function getOnce(target: URL, { signal, headers, trustedOrigins }: OutgoingOptions): Promise<IncomingMessage> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new OutgoingRefused(`Not an http(s) URL: ${target.protocol}`));
  const trusted = trustedOrigins.includes(target.origin);
  // An address written in the URL is never looked up: check it here. (URL writes 2130706433 as 127.0.0.1.)
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(literal) && !isPublicAddress(literal))
    return Promise.reject(new OutgoingRefused(`${literal} is not a public address`));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(target, { signal, headers, ...(trusted ? {} : { lookup: publicOnlyLookup }) }, resolve);
    req.once('error', reject);
  });
}

/** A response body read whole, refused (and the connection dropped) as soon as it passes maxBytes. */
export async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new OutgoingRefused(`The answer is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      res.destroy();
      throw new OutgoingRefused(`The answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export type OutgoingPostOptions = {
  signal: AbortSignal;
  headers: Record<string, string | number>;
  body: Buffer | null;
  /** Loopback targets allowed (demo mode and tests); every other special address is still refused. */
  allowLoopback: boolean;
  /** The most bytes of the answer kept (its text is for the log). */
  maxAnswerBytes?: number;
};

/**
 * POST to an address the dashboard did not configure (a browser's push service), with the checks
 * above: a special address is refused at connection time, no redirect is followed. Answers the
 * status and the start of the answer's text.
 */
export async function outgoingPost(url: string | URL, options: OutgoingPostOptions): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutgoingRefused(`Not an http(s) URL: ${target.protocol}`);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  const allowed = (a: string) => isPublicAddress(a) || (options.allowLoopback && isLoopbackAddress(a));
  if (isIP(literal) && !allowed(literal)) throw new OutgoingRefused(`${literal} is not a public address`);
  const client = target.protocol === 'https:' ? https : http;
  const lookupFn: Lookup = options.allowLoopback ? publicOrLoopbackLookup : publicOnlyLookup;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(target, { method: 'POST', signal: options.signal, headers: options.headers, lookup: lookupFn }, resolve);
    req.once('error', reject);
    req.end(options.body ?? undefined);
  });
  const text = await readCapped(res, options.maxAnswerBytes ?? 16_384).then(
    (b) => b.toString('utf8'),
    () => '',
  );
  return { status: res.statusCode ?? 0, text };
}
