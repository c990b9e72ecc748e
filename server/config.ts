import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  ChannelConfigError,
  channelsOf,
  mailboxOf,
  smtpUrlOk,
  vapidKeyBytes,
  type MailConfig,
  type PushConfig,
} from '@/server/agent-alerts/channel-config';
import type { StoreLocation } from '@/server/store/database';
import { DEFAULT_STYLE_PATH, mapStyleOrigins } from '@/lib/map-style';

/**
 * Every setting comes from the environment, parsed once by this schema. A bad or missing value stops
 * the server at start-up (instrumentation.ts) with a message naming the variable. `.env.example`
 * documents each one.
 */
const url = (name: string) => z.string().trim().url(`${name} must be an absolute URL such as https://example.com`);

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Unset and empty read alike. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A variable an earlier version read under this name: set, it stops the start with the new name. */
const renamed = (now: string) =>
  z
    .string()
    .optional()
    .refine((v) => !v, `renamed to ${now} (the store now holds the audit log and the limits' counts): set ${now} instead`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_API_URL: url('UPSTREAM_API_URL').optional(),
  DEMO_API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DEMO_MODE: bool,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100, 'UPSTREAM_TIMEOUT_MS must be at least 100').max(120000).default(10000),
  SESSION_SECRETS: list.pipe(z.array(z.string().min(32, 'each secret in SESSION_SECRETS must be at least 32 characters long'))),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters long').optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  FUB_EMBED_SECRET: z.string().min(8, 'FUB_EMBED_SECRET must be at least 8 characters long').optional(),
  FUB_EMBED_ORIGIN: url('FUB_EMBED_ORIGIN').default('https://app.followupboss.com'),
  // Follow Up Boss's Embedded Apps reference: every page its iframe frames loads this script.
  FUB_EMBED_SCRIPT_URL: z
    .string()
    .trim()
    .url('FUB_EMBED_SCRIPT_URL must be the absolute https URL of the embedded-apps script')
    .refine(
      (v) => /^https:\/\//i.test(v) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//i.test(v),
      'FUB_EMBED_SCRIPT_URL must be an https URL (http only on localhost)',
    )
    .default('https://eia.followupboss.com/embeddedApps-v1.0.0.js'),
  TRAINING_URL: url('TRAINING_URL').default('https://example.com/training'),
  WEBINAR_1_URL: url('WEBINAR_1_URL').default('https://example.com/webinars/getting-started'),
  WEBINAR_2_URL: url('WEBINAR_2_URL').default('https://example.com/webinars/growing-your-app'),
  HELP_CENTER_URL: url('HELP_CENTER_URL').default('https://example.com/help'),
  SUPPORT_EMAIL: z.string().email('SUPPORT_EMAIL must be an email address').default('support@example.com'),
  APP_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60, 'APP_CACHE_SECONDS must be at most 60 (a toggle changed upstream must take effect within a minute)')
    .default(30),
  SHOWINGS_STACKS: list,
  SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1, 'SIGNIN_LIMIT_PER_ADDRESS must be at least 1').default(100),
  SIGNIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1, 'SIGNIN_LIMIT_PER_EMAIL must be at least 1').default(10),
  RESET_LIMIT_PER_EMAIL: z.coerce.number().int().min(1, 'RESET_LIMIT_PER_EMAIL must be at least 1').default(3),
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int('TRUSTED_PROXY_HOPS must be a whole number of proxies (0: none)')
    .min(0, 'TRUSTED_PROXY_HOPS must be a whole number of proxies (0: none)')
    .max(10, 'TRUSTED_PROXY_HOPS must be at most 10')
    .default(0),
  MAP_STYLE_URL: z
    .string()
    .trim()
    .url('MAP_STYLE_URL must be an absolute http(s) URL of a map style (style.json)')
    .refine((v) => /^https?:\/\//i.test(v), 'MAP_STYLE_URL must be an absolute http(s) URL of a map style (style.json)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CRM_WIDGET_URL: z
    .string()
    .trim()
    .url('CRM_WIDGET_URL must be the absolute https URL of the CRM widget module')
    .refine(
      (v) => /^https:\/\//i.test(v) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//i.test(v),
      'CRM_WIDGET_URL must be an https URL (http only on localhost)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CRM_WIDGET_STACKS: list,
  GEOCODER_URL: z
    .string()
    .trim()
    .url('GEOCODER_URL must be the absolute http(s) URL of a Nominatim-compatible search API (…/search)')
    .refine((v) => /^https?:\/\//i.test(v), 'GEOCODER_URL must be the absolute http(s) URL of a Nominatim-compatible search API (…/search)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//i.test(v), 'DATABASE_URL must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_FILE: z.string().trim().min(1).default('data/dashboard.sqlite'),
  // The names of an earlier version, when the store held the audit log only: refused with the new name.
  AUDIT_DATABASE_URL: renamed('DATABASE_URL'),
  AUDIT_SQLITE_FILE: renamed('DATABASE_FILE'),
  AUDIT_QUEUE_DIR: z.string().trim().min(1).default('data/audit-queue'),
  AUDIT_QUEUE_MAX: z.coerce.number().int().min(100, 'AUDIT_QUEUE_MAX must be at least 100').default(100_000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1, 'AUDIT_RETENTION_DAYS must be at least 1 day').default(365),
  AUDIT_FAIL_CLOSED: bool,
  // The keys that seal the brokerages' api keys at rest (lead routing): 32 random bytes each, base64, newest first.
  CREDENTIAL_KEYS: list.pipe(
    z.array(
      z
        .string()
        .refine(
          (k) => Buffer.from(k, 'base64').length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(k),
          'each key in CREDENTIAL_KEYS must be 32 random bytes in base64 (openssl rand -base64 32)',
        ),
    ),
  ),
  // The dashboard's own address as the upstream reaches it: the webhook lead routing sets points under it.
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  // Web Push's VAPID key pair and contact (agent alerts); the pair is checked in server/agent-alerts/channel-config.ts.
  VAPID_PUBLIC_KEY: optionalText.refine(
    (k) => k === undefined || vapidKeyBytes(k)?.length === 65,
    'VAPID_PUBLIC_KEY must be a P-256 public key in base64url, 65 bytes (npx web-push generate-vapid-keys)',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (k) => k === undefined || vapidKeyBytes(k)?.length === 32,
    'VAPID_PRIVATE_KEY must be a P-256 private key in base64url, 32 bytes (npx web-push generate-vapid-keys)',
  ),
  VAPID_SUBJECT: optionalText.refine(
    (v) => v === undefined || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/i.test(v),
    'VAPID_SUBJECT must be a mailto: address or an https: URL where the push services can reach the operator',
  ),
  // Agent alerts' e-mail. The message never repeats the value: it may hold the SMTP password.
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || smtpUrlOk(v),
    'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
  ),
  MAIL_FROM: optionalText.refine(
    (v) => v === undefined || mailboxOf(v) !== null,
    'MAIL_FROM must be an e-mail address, or a name and an address: Acme Realty <alerts@acme.example>',
  ),
  DEMO_SMTP_PORT: z.coerce.number().int().min(1).max(65535, 'DEMO_SMTP_PORT must be a port number (1-65535)').optional(),
  PORT: z.string().optional(),
});

export type Config = {
  production: boolean;
  demo: boolean;
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** Newest first. */
  sessionSecrets: string[];
  /** The keys sealing credentials at rest, newest first (decoded, 32 bytes each). */
  credentialKeys: Buffer[];
  /** The dashboard's public base URL (no trailing slash); null: the address the admin's browser used. */
  publicUrl: string | null;
  cookieSecure: boolean;
  fubEmbedSecret: string | null;
  fubEmbedOrigin: string;
  /** Follow Up Boss's embedded-apps script, loaded by every page of an embedded session; its origin alone joins that CSP. */
  fubEmbedScript: { url: string; origin: string };
  links: { training: string; webinar1: string; webinar2: string; helpCenter: string; supportEmail: string };
  appCacheSeconds: number;
  showingsStacks: string[];
  /** Sign-in attempts allowed in 10 minutes, per client address and per email. */
  signInLimits: { perAddress: number; perEmail: number };
  /** Password-reset requests allowed in 10 minutes per email (per address: signInLimits.perAddress). */
  resetLimitPerEmail: number;
  /** How many proxies in front of this server append to X-Forwarded-For (nginx, a load balancer); 0: none. */
  trustedProxyHops: number;
  /** The map style the editors load (the dashboard's offline style unless MAP_STYLE_URL is set) and the origins the CSP allows for it. */
  map: { styleUrl: string; origins: string[] };
  /** The Nominatim-compatible search the exclusive-listing form geocodes with (the demo upstream's gazetteer in demo mode); null: none configured. */
  geocoderUrl: string | null;
  /** The CRM integration widget (a third-party ES module): its URL and origin, and the stacks in its rollout besides those with rolloutEnabled. */
  crmWidget: { url: string; origin: string; stacks: string[] } | null;
  /** The dashboard's own store: PostgreSQL when a URL is set (several instances share it), else a SQLite file. */
  store: StoreLocation;
  /** The audit log's waiting queue's file and bound, and its retention. */
  /** failClosed: refuse changes (503) while the journal cannot take an event, rather than act and count the loss. */
  audit: { spoolFile: string; queueMax: number; retentionDays: number; failClosed: boolean };
  /** Agent alerts' Web Push (VAPID) keys and contact, and whether push endpoints on loopback are reached (demo and tests). */
  push: PushConfig;
  /** Agent alerts' e-mail: the SMTP server (null: no e-mail) and the sender. */
  mail: MailConfig;
};

export class ConfigError extends Error {}

/** The CRM widget's module (the demo upstream's stand-in in demo mode), its origin and its rollout stacks. */
function widgetOf(url: string | undefined, stacks: string[]): Config['crmWidget'] {
  return url ? { url, origin: new URL(url).origin, stacks } : null;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO_MODE || !e.UPSTREAM_API_URL;
  const production = e.NODE_ENV === 'production' && !demo;
  let secrets = e.SESSION_SECRETS.length ? e.SESSION_SECRETS : e.SESSION_SECRET ? [e.SESSION_SECRET] : [];
  if (!secrets.length) {
    if (production) {
      throw new ConfigError(
        'Invalid configuration:\n  SESSION_SECRETS: required in production (one or more secrets of at least 32 characters, comma-separated, newest first)',
      );
    }
    secrets = [randomBytes(32).toString('hex')];
    // Next bundles proxy.ts, route handlers and pages separately, each with its own copy of this
    // module: the environment is the one place they all read, so the generated secret goes there.
    env.SESSION_SECRETS = secrets[0];
    console.warn('[config] SESSION_SECRETS is not set: using a generated secret; sessions end when the server restarts.');
  }
  let credentialKeys = e.CREDENTIAL_KEYS;
  if (!credentialKeys.length) {
    if (production) {
      throw new ConfigError(
        'Invalid configuration:\n  CREDENTIAL_KEYS: required in production (one or more keys of 32 random bytes in base64, comma-separated, newest first)',
      );
    }
    credentialKeys = [randomBytes(32).toString('base64')];
    env.CREDENTIAL_KEYS = credentialKeys[0];
    console.warn(
      '[config] CREDENTIAL_KEYS is not set: using a generated key; a brokerage api key sealed now cannot be opened after a restart.',
    );
  }
  const upstreamUrl = (e.UPSTREAM_API_URL ?? `http://127.0.0.1:${e.DEMO_API_PORT}`).replace(/\/+$/, '');
  const { push, mail } = channelsOrStop(e, { production, demo, upstreamUrl, env });
  return {
    production,
    demo,
    push,
    mail,
    credentialKeys: credentialKeys.map((k) => Buffer.from(k, 'base64')),
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    upstreamUrl,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    sessionSecrets: secrets,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? e.NODE_ENV === 'production' : e.COOKIE_SECURE === 'true',
    fubEmbedSecret: e.FUB_EMBED_SECRET ?? (production ? null : 'demo-embed-secret'),
    fubEmbedOrigin: new URL(e.FUB_EMBED_ORIGIN).origin,
    fubEmbedScript: { url: e.FUB_EMBED_SCRIPT_URL, origin: new URL(e.FUB_EMBED_SCRIPT_URL).origin },
    links: {
      training: e.TRAINING_URL,
      webinar1: e.WEBINAR_1_URL,
      webinar2: e.WEBINAR_2_URL,
      helpCenter: e.HELP_CENTER_URL,
      supportEmail: e.SUPPORT_EMAIL,
    },
    appCacheSeconds: e.APP_CACHE_SECONDS,
    showingsStacks: e.SHOWINGS_STACKS.length ? e.SHOWINGS_STACKS : demo ? ['acme'] : [],
    signInLimits: { perAddress: e.SIGNIN_LIMIT_PER_ADDRESS, perEmail: e.SIGNIN_LIMIT_PER_EMAIL },
    resetLimitPerEmail: e.RESET_LIMIT_PER_EMAIL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    map: { styleUrl: e.MAP_STYLE_URL ?? DEFAULT_STYLE_PATH, origins: mapStyleOrigins(e.MAP_STYLE_URL) },
    crmWidget: widgetOf(
      e.CRM_WIDGET_URL ??
        (demo ? `${(e.UPSTREAM_API_URL ?? `http://127.0.0.1:${e.DEMO_API_PORT}`).replace(/\/+$/, '')}/widget/crm.mjs` : undefined),
      e.CRM_WIDGET_STACKS.length ? e.CRM_WIDGET_STACKS : demo ? ['acme'] : [],
    ),
    store: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.resolve(e.DATABASE_FILE) },
    audit: {
      // One file per instance (several may share a machine and a folder): named by its port.
      spoolFile: path.resolve(e.AUDIT_QUEUE_DIR, `queue-${e.PORT ?? 'default'}.jsonl`),
      queueMax: e.AUDIT_QUEUE_MAX,
      retentionDays: e.AUDIT_RETENTION_DAYS,
      failClosed: e.AUDIT_FAIL_CLOSED,
    },
    geocoderUrl:
      e.GEOCODER_URL ??
      (demo ? `${(e.UPSTREAM_API_URL ?? `http://127.0.0.1:${e.DEMO_API_PORT}`).replace(/\/+$/, '')}/geocode/search` : null),
  };
}

function channelsOrStop(...args: Parameters<typeof channelsOf>): ReturnType<typeof channelsOf> {
  try {
    return channelsOf(...args);
  } catch (err) {
    throw err instanceof ChannelConfigError ? new ConfigError(err.message) : err;
  }
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use (instrumentation.ts forces that at start-up). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests only: forget the parsed configuration so a changed environment is read again. */
export function resetConfigForTests(): void {
  cached = undefined;
}
