import type { Store } from './db/store';
import type { Registry } from './registry';
import type { Webhooks } from './webhooks';

/** A fault to inject on the next `count` calls whose path matches (see the /__demo/faults control route). */
export type Fault = {
  path: string;
  method?: string;
  count: number;
  /** Matching calls let through first (the fault then applies to the next `count`). */
  after?: number;
  status?: number;
  delay_ms?: number;
  drop?: boolean;
  malformed?: boolean;
};

/** What a running demo server shares between its routes. */
export type Runtime = {
  store: Store;
  /** The areas the contract lists: routes, schema and seed steps. */
  areas: Registry;
  dataDir: string;
  /** Base of every absolute URL in answers (images, videos, billing pages). */
  publicUrl: string;
  /** Parse every answer with the contract's response schema before sending (development and tests). */
  validateResponses: boolean;
  faults: Fault[];
  /** The contract calls answered while the bench records (/__demo/record), or null when it does not. */
  recording: RecordedCall[] | null;
  /** The user webhook's deliveries (demo-api/webhooks.ts). */
  webhooks: Webhooks;
  /** The mail catcher's port (demo-api/smtp.ts), or null when none was started. */
  smtpPort: number | null;
};

/** One recorded contract call: what the bench replays as a page's upstream work, and when it ran (ms, this process's clock). */
export type RecordedCall = {
  method: string;
  path: string;
  mode: string | null;
  contentType: string | null;
  body: string | null;
  start: number;
  end: number;
  status: number;
  /** The app of the call's api key (null: none, or a key no account holds) and the key's fingerprint (http/record.ts). */
  stack: string | null;
  keyId: string | null;
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Absolute URL of a path the demo server serves; absolute URLs pass through. */
export function absoluteUrl(rt: Pick<Runtime, 'publicUrl'>, path: string): string;
export function absoluteUrl(rt: Pick<Runtime, 'publicUrl'>, path: string | null): string | null;
export function absoluteUrl(rt: Pick<Runtime, 'publicUrl'>, path: string | null): string | null {
  if (path === null) return null;
  return /^https?:\/\//.test(path) ? path : `${rt.publicUrl.replace(/\/$/, '')}${path}`;
}

/** What the row → contract views read: the public URL for absolute paths, and the store for look-ups. */
export type ViewEnv = Pick<Runtime, 'publicUrl'> & { store: Store };
