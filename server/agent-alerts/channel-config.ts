import 'server-only';
import { createECDH } from 'node:crypto';

/**
 * The settings of agent alerts' two channels, Web Push and e-mail, read by server/config.ts's one
 * schema and finished here: the VAPID pair checked as a pair (or generated outside production, like
 * SESSION_SECRETS), and the demo's own SMTP listener as the default mail server in demo mode.
 */

export type PushConfig = {
  /** base64url: the only key a page may carry (the browser subscribes with it). */
  publicKey: string;
  privateKey: string;
  /** mailto: or https:, where push services reach the operator. */
  subject: string;
  /** Push endpoints on loopback are reached (demo mode and tests); never another private address. */
  loopback: boolean;
};

export type MailConfig = {
  /** smtp:// or smtps:// (may hold a password: never logged); null: no e-mail, and the alerts say so. */
  url: string | null;
  /** The sender's address, and a display name (null: the brokerage's name). */
  from: { name: string | null; address: string };
};

/** The bytes of a base64url key, or null when it is not base64url. */
export function vapidKeyBytes(key: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : null;
}

export function smtpUrlOk(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** `alerts@acme.example` or `Acme Realty <alerts@acme.example>`; null when neither. */
export function mailboxOf(value: string): { name: string | null; address: string } | null {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value.trim());
  const name = named ? named[1]?.replace(/^"|"$/g, '').trim() || null : null;
  const address = (named ? named[2] : value)?.trim() ?? '';
  return ADDRESS.test(address) ? { name, address } : null;
}

/** A fresh P-256 key pair in base64url, as the browser's PushManager wants the public half. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded(ecdh.getPrivateKey()).toString('base64url') };
}

/** Node drops a private key's leading zero bytes (1 in 256 keys is shorter): VAPID wants all 32. */
function padded(key: Buffer): Buffer {
  return key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]);
}

/** Whether the private key's public half is the public key given (a mismatch: every push refused). */
function pairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

type ChannelEnv = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DEMO_SMTP_PORT?: number;
  SUPPORT_EMAIL: string;
  NODE_ENV: string;
};

type Context = { production: boolean; demo: boolean; upstreamUrl: string; env: Record<string, string | undefined> };

/** A configuration error, in the shape server/config.ts throws. */
const invalid = (name: string, message: string) => new ChannelConfigError(`Invalid configuration:\n  ${name}: ${message}`);

export class ChannelConfigError extends Error {}

function pushOf(e: ChannelEnv, { production, demo, env }: Context): PushConfig {
  let publicKey = e.VAPID_PUBLIC_KEY;
  let privateKey = e.VAPID_PRIVATE_KEY;
  if (publicKey && !privateKey) throw invalid('VAPID_PRIVATE_KEY', 'required with VAPID_PUBLIC_KEY (the two halves of one key pair)');
  if (privateKey && !publicKey) throw invalid('VAPID_PUBLIC_KEY', 'required with VAPID_PRIVATE_KEY (the two halves of one key pair)');
  if (!publicKey || !privateKey) {
    if (production)
      throw invalid(
        'VAPID_PUBLIC_KEY',
        'required in production with VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys)',
      );
    ({ publicKey, privateKey } = generateVapidKeys());
    // Every bundle (proxy, route handlers, pages) parses its own copy: the environment is the one place they share.
    env.VAPID_PUBLIC_KEY = publicKey;
    env.VAPID_PRIVATE_KEY = privateKey;
    console.warn(
      '[config] VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: using a generated pair; phones subscribed now stop getting alerts after a restart.',
    );
  } else if (!pairMatches(publicKey, privateKey)) {
    throw invalid('VAPID_PRIVATE_KEY', 'is not the private half of VAPID_PUBLIC_KEY');
  }
  if (!e.VAPID_SUBJECT && production)
    throw invalid('VAPID_SUBJECT', 'required in production: a mailto: address or an https: URL where push services reach you');
  return { publicKey, privateKey, subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`, loopback: demo || e.NODE_ENV === 'test' };
}

/** The demo upstream's SMTP listener: DEMO_SMTP_PORT, else 25 above the demo's own port (4025 beside 4000). */
function demoSmtpUrl(e: ChannelEnv, upstreamUrl: string): string {
  const upstream = new URL(upstreamUrl);
  const port = e.DEMO_SMTP_PORT ?? Number(upstream.port || (upstream.protocol === 'https:' ? 443 : 80)) + 25;
  return `smtp://${upstream.hostname}:${port}`;
}

function mailOf(e: ChannelEnv, { production, demo, upstreamUrl }: Context): MailConfig {
  const url = e.SMTP_URL ?? (demo ? demoSmtpUrl(e, upstreamUrl) : null);
  if (url && !e.MAIL_FROM && production)
    throw invalid('MAIL_FROM', 'required in production when SMTP_URL is set: the address alerts are sent from');
  const from = e.MAIL_FROM ? mailboxOf(e.MAIL_FROM) : null;
  return { url, from: from ?? { name: null, address: 'alerts@localhost' } };
}

export function channelsOf(e: ChannelEnv, context: Context): { push: PushConfig; mail: MailConfig } {
  return { push: pushOf(e, context), mail: mailOf(e, context) };
}
