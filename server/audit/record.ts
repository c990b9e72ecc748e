import 'server-only';
import { randomUUID } from 'node:crypto';
import { effectiveRole, modeOf } from '@/lib/access';
import { clip, SESSION_EVENTS, type AuditActor, type AuditEvent, type AuditTarget, type SessionEvent } from '@/lib/audit/event';
import { recordAudit } from '@/server/audit/log';
import { requestContext } from '@/server/log';
import { clientAddress } from '@/server/http/client-address';
import type { Session } from '@/server/session';

/** Who acts, from the session: never its api key. */
export function actorOf(session: Session): AuditActor {
  const { user } = session;
  const role = effectiveRole(user.type, user.subType, session.managerMode);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    mode: modeOf({ realType: user.type, subType: user.subType, managerMode: session.managerMode }),
    readOnly: session.readOnly,
  };
}

/** The request's id (set by scripts/serve.mjs) and the client's address (the trusted-proxy rule). */
function requestFacts(req: Request): Pick<AuditEvent, 'requestId' | 'clientAddress'> {
  const id = req.headers.get('x-request-id') ?? requestContext().getStore()?.requestId ?? null;
  return { requestId: id ? clip(id, 100) : null, clientAddress: clip(clientAddress(req), 100) };
}

export type Happened = {
  req: Request;
  stackId: string | null;
  actor: AuditActor;
  action: string;
  summary: string;
  target?: AuditTarget | null;
  status: number;
  message?: string | null;
};

/** Records one event, now. Texts are clipped: a sentence or a message is never a body. */
export function recordEvent(h: Happened): void {
  const target = h.target
    ? { kind: h.target.kind, ids: h.target.ids.map((id) => clip(id, 60)), label: h.target.label ? clip(h.target.label) : null }
    : null;
  recordAudit({
    id: randomUUID(),
    at: new Date().toISOString(),
    stackId: h.stackId,
    actor: h.actor,
    action: h.action,
    summary: clip(h.summary),
    target,
    outcome: h.status < 400 ? 'success' : 'failure',
    status: h.status,
    message: h.message ? clip(h.message) : null,
    ...requestFacts(h.req),
  });
}

/** A session event of a signed-in session (sign-in, SSO, key restore, view switch, sign-out). */
export function recordSessionEvent(req: Request, event: SessionEvent, session: Session, summary: string = SESSION_EVENTS[event]): void {
  recordEvent({ req, stackId: session.stackId, actor: actorOf(session), action: event, summary, status: 200 });
}

/** A sign-in that failed: nobody recognised, the address tried; the brokerage when the form named one. */
export function recordFailedSignIn(req: Request, email: string, stackId: string | null, status: number, message: string): void {
  recordEvent({
    req,
    stackId,
    actor: { id: null, name: '', email: clip(email, 320), role: '', mode: '', readOnly: false },
    action: 'session.signInFailed',
    summary: `${SESSION_EVENTS['session.signInFailed']} as ${clip(email, 320)}`,
    status,
    message,
  });
}
