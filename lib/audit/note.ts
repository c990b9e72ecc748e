import type { AuditActor, AuditTarget } from '@/lib/audit/event';

/**
 * What a handler adds to its audit event (never a secret or a body): the sentence, when it knows more
 * than the action's default words (lib/audit/sentences.ts); the target, when the params' ids do not
 * name it; and the actor, when the action changes who acts (a view switch: the view switched to).
 */
export type AuditNote = { summary?: string; target?: AuditTarget; actor?: AuditActor };
