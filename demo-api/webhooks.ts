import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type UserActivity, type UserWebhookEvent } from '@/server/upstream/contract/settings';
import type { Store } from './db/store';
import { createRng, type Rng } from './prng';
import { nowSeconds } from './runtime';

export type WebhookEventKind = UserWebhookEvent['event'];
/** An HTTP status, 'error' (no answer: refused, reset, timed out), 'dropped' (never sent, on purpose) or 'pending' (not tried yet). */
export type DeliveryStatus = number | 'error' | 'dropped' | 'pending';
export type Delivery = { id: string; url: string; status: DeliveryStatus };
export type DeliveryRow = Delivery & { stack_id: string; user_id: number; event: WebhookEventKind; attempts: number; at: number };
/** Lost webhooks on purpose: the next `count` deliveries, then a `ratio` of them, of one app or all. */
export type DropRule = { count: number; ratio: number; stackId: string | null };

const TIMEOUT_MS = 5_000;
const ATTEMPTS = 3;
/** The waits before the second and the third attempt. */
const BACKOFF_MS = [500, 2_000] as const;
/** Queued deliveries (changes made through the contract, and every retry) go out a few at a time, so a CSV import never floods the receiver. */
const QUEUE_CONCURRENCY = 4;
/** The drop ratio's own sequence, restarted by every rule: the same deliveries drop on every run. */
const DROP_SEED = 20_261_203;

type Job = { id: string; url: string; body: string; dropped: boolean; attempt: number };

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the webhook URL>`. */
export function webhookSignature(url: string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', url).update(`${t}.${body}`).digest('hex')}`;
}

const statusOut = (text: string): DeliveryStatus => (/^\d+$/.test(text) ? Number(text) : (text as DeliveryStatus));

/**
 * The upstream's user webhook: each created or changed user is posted to the app's first webhook URL,
 * signed, with up to three attempts on a network error or a 5xx. Every delivery is a row of
 * webhook_deliveries, kept current as its attempts end.
 */
export class Webhooks {
  private rule: DropRule | null = null;
  private rng: Rng = createRng(DROP_SEED);
  /** Raised by reset and close: work begun before stops writing. */
  private generation = 0;
  private abort = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly queue: Job[] = [];
  private running = 0;

  constructor(private readonly store: Store) {}

  /** Deliver now and answer after the first attempt (later attempts go on in the background); null when the app has no webhook. */
  async deliver(stackId: string, userId: number, event: WebhookEventKind, activity?: UserActivity): Promise<Delivery | null> {
    const job = this.prepare(stackId, userId, event, activity);
    if (!job) return null;
    return { id: job.id, url: job.url, status: job.dropped ? 'dropped' : await this.attempt(job) };
  }

  /** Deliver soon, a few at a time, without keeping anyone waiting: for changes made through the contract's calls. */
  enqueue(stackId: string, userId: number, event: WebhookEventKind): void {
    this.enqueueMany(stackId, [userId], event);
  }

  enqueueMany(stackId: string, userIds: readonly number[], event: WebhookEventKind): void {
    const jobs = this.store.tx(() => userIds.map((id) => this.prepare(stackId, id, event)));
    for (const job of jobs) if (job && !job.dropped) this.queue.push(job);
    this.pump();
  }

  setDrop(rule: DropRule): DropRule {
    this.rule = { ...rule };
    this.rng = createRng(DROP_SEED);
    return this.dropRule() as DropRule;
  }

  dropRule(): DropRule | null {
    return this.rule && { ...this.rule };
  }

  clearDrop(): void {
    this.rule = null;
  }

  list(filter: { stackId?: string; userId?: number } = {}): DeliveryRow[] {
    return this.store
      .all<Omit<DeliveryRow, 'status'> & { status: string }>(
        `SELECT id, stack_id, user_id, event, url, attempts, status, at FROM webhook_deliveries
         WHERE (@stack IS NULL OR stack_id = @stack) AND (@user IS NULL OR user_id = @user) ORDER BY seq`,
        { stack: filter.stackId ?? null, user: filter.userId ?? null },
      )
      .map((r) => ({ ...r, status: statusOut(r.status) }));
  }

  /** Forget the drop rule and stop every delivery under way (a reset wipes their rows). */
  reset(): void {
    this.generation += 1;
    this.abort.abort();
    this.abort = new AbortController();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queue.length = 0;
    this.running = 0;
    this.rule = null;
  }

  close(): void {
    this.reset();
  }

  /** Record the delivery (dropped ones are recorded and never sent) and make its body; null when the app has no webhook. */
  private prepare(stackId: string, userId: number, event: WebhookEventKind, activity?: UserActivity): Job | null {
    const url = this.store.get<{ url: string }>('SELECT url FROM webhooks WHERE stack_id = ? ORDER BY id LIMIT 1', [stackId])?.url;
    if (url === undefined) return null;
    const id = `whd_${randomBytes(10).toString('hex')}`;
    const now = nowSeconds();
    const payload: UserWebhookEvent = {
      id,
      type: 'user',
      event,
      stack_id: stackId,
      user_id: userId,
      sent_at: now,
      ...(activity ? { activity } : {}),
    };
    const dropped = this.drops(stackId);
    this.store.run(
      'INSERT INTO webhook_deliveries (id, stack_id, user_id, event, url, attempts, status, at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
      [id, stackId, userId, event, url, dropped ? 'dropped' : 'pending', now],
    );
    return { id, url, body: JSON.stringify(payload), dropped, attempt: 1 };
  }

  private drops(stackId: string): boolean {
    const rule = this.rule;
    if (!rule || (rule.stackId !== null && rule.stackId !== stackId)) return false;
    if (rule.count > 0) {
      rule.count -= 1;
      return true;
    }
    return rule.ratio > 0 && this.rng.next() < rule.ratio;
  }

  /** One attempt; queues the next one after its backoff when this one may be retried. Answers what this attempt got. */
  private async attempt(job: Job): Promise<DeliveryStatus> {
    const n = job.attempt;
    const generation = this.generation;
    const t = nowSeconds();
    let status: DeliveryStatus;
    try {
      const res = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(job.url, t, job.body) },
        body: job.body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), this.abort.signal]),
      });
      status = res.status;
      // Read to the end, so the connection is reused for the next delivery.
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      status = 'error';
    }
    if (generation !== this.generation) return status;
    this.store.run('UPDATE webhook_deliveries SET attempts = ?, status = ?, at = ? WHERE id = ?', [
      n,
      String(status),
      nowSeconds(),
      job.id,
    ]);
    if ((status === 'error' || (typeof status === 'number' && status >= 500)) && n < ATTEMPTS) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.queue.push({ ...job, attempt: n + 1 });
          this.pump();
        },
        BACKOFF_MS[n - 1],
      );
      timer.unref();
      this.timers.add(timer);
    }
    return status;
  }

  private pump(): void {
    while (this.running < QUEUE_CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift() as Job;
      const generation = this.generation;
      this.running += 1;
      void this.attempt(job).finally(() => {
        if (generation !== this.generation) return;
        this.running -= 1;
        this.pump();
      });
    }
  }
}
