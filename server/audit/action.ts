import 'server-only';
import type { ActionName } from '@/lib/access';
import type { AuditTarget } from '@/lib/audit/event';
import type { AuditNote } from '@/lib/audit/note';
import { isAudited, sentenceOf } from '@/lib/audit/sentences';
import { actorOf, recordEvent } from '@/server/audit/record';
import type { Session } from '@/server/session';

/** The record a route's params name, by default: the last one ({ userId, searchId } names the search). */
function targetOfParams(params: unknown): AuditTarget | null {
  if (!params || typeof params !== 'object') return null;
  const entries = Object.entries(params as Record<string, unknown>).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const last = entries.at(-1);
  if (!last) return null;
  return { kind: last[0].replace(/Id$/, ''), ids: [String(last[1])], label: null };
}

/**
 * The answer's words: the error envelope's message, or a success's `message`; nothing else of the body.
 * Only a JSON answer is read, from a copy; any other (a streamed export) is never copied, as an unread
 * copy of a stream would hold all of it in memory.
 */
async function messageOf(res: Response): Promise<string | null> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return null;
  try {
    const body = (await res.clone().json()) as { message?: unknown; error?: { message?: unknown } };
    const message = res.status >= 400 ? body.error?.message : body.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Records a guarded audited action: who, the action in words, its target and its outcome. Resolves once
 * the event is in the journal (its answer's message read), so the answer sent after it can be relied on:
 * a process killed then still has the event. The store is written later, in the background.
 */
export async function recordAction(
  req: Request,
  action: ActionName,
  ctx: { session: Session; audit: AuditNote },
  params: unknown,
  res: Response,
): Promise<void> {
  if (!isAudited(action)) return;
  const target = ctx.audit.target ?? targetOfParams(params);
  const summary = ctx.audit.summary ?? sentenceOf(action, target);
  const message = await messageOf(res);
  recordEvent({
    req,
    stackId: ctx.session.stackId,
    actor: ctx.audit.actor ?? actorOf(ctx.session),
    action,
    summary,
    target,
    status: res.status,
    message,
  });
}
