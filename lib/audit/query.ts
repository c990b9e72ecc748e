import { isCalendarDate } from '@/lib/alerts/rules';
import type { AuditEvent } from '@/lib/audit/event';
import { AUDIT_ACTIONS } from '@/lib/audit/sentences';
import { defineListQuery, oneOfFilter, textFilter, type ListFilter } from '@/lib/list-query';

const dateFilter = (): ListFilter<string | null> => ({ parse: (raw) => (isCalendarDate(raw.trim()) ? raw.trim() : null), default: null });

/** An event's place in the log's order (newest first: by time, then id). */
export type AuditKey = { at: string; id: string };

/**
 * Where a page of /audit starts, by the events themselves rather than an offset, so a page does not
 * shift while staff work: the `limit` events just older or just newer than one event, or the oldest
 * ones. No cursor: the newest.
 */
export type AuditCursor = { toward: 'older' | 'newer'; key: AuditKey } | { toward: 'oldest' };

/** 'older.<ms since 1970>.<id>': only characters a URL keeps as they are. Events' times are whole milliseconds. */
const KEY = /^(older|newer)\.(\d{1,15})\.([\w-]{1,64})$/;
/**
 * The last instant with a four-digit year. The log compares times as ISO text, and a later one is
 * written '+010000-…', which sorts before every real event: its page would be empty.
 */
const LAST_AT_MS = Date.parse('9999-12-31T23:59:59.999Z');

const cursorFilter = (): ListFilter<AuditCursor | null> => ({
  parse: (raw) => {
    if (raw === 'oldest') return { toward: 'oldest' };
    const m = KEY.exec(raw);
    if (!m || Number(m[2]) > LAST_AT_MS) return null;
    return { toward: m[1] as 'older' | 'newer', key: { at: new Date(Number(m[2])).toISOString(), id: m[3]! } };
  },
  write: (c) => (c === null ? '' : c.toward === 'oldest' ? 'oldest' : `${c.toward}.${Date.parse(c.key.at)}.${c.key.id}`),
  default: null,
});

/** /audit's state in the URL: the filters (who, action, target, date range, outcome) and the page's cursor. */
export const AUDIT_QUERY = defineListQuery({
  sorts: [{ value: '', label: 'Newest first' }],
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  searchMax: 0,
  filters: {
    who: textFilter({ max: 100 }),
    action: oneOfFilter(['', ...AUDIT_ACTIONS], ''),
    target: textFilter({ max: 100 }),
    from: dateFilter(),
    to: dateFilter(),
    outcome: oneOfFilter(['', 'success', 'failure'] as const, ''),
    cursor: cursorFilter(),
  },
});
export type AuditQuery = ReturnType<typeof AUDIT_QUERY.parse>;

/** The screen where a target lives, for the kinds that have one; null for the others. */
export function targetHref(target: AuditEvent['target']): string | null {
  const id = target?.ids.length === 1 ? target.ids[0] : undefined;
  if (!target || !id || !/^\d{1,9}$/.test(id)) return null;
  if (target.kind === 'agent') return `/agents/${id}`;
  if (target.kind === 'user') return `/users/${id}`;
  if (target.kind === 'tag') return '/tags';
  return null;
}

/** Who, as the log shows them: 'Alex Admin (admin@acme.test)', or the address a failed sign-in tried. */
export function actorLabel(actor: AuditEvent['actor']): string {
  if (!actor.name) return actor.email;
  return `${actor.name} (${actor.email})`;
}

/** Role, view and read-only in a few words: 'admin, manager view, read-only'. */
export function actorRole(actor: AuditEvent['actor']): string {
  if (!actor.role) return 'not signed in';
  return [actor.role, actor.mode ? `${actor.mode} view` : null, actor.readOnly ? 'read-only' : null].filter(Boolean).join(', ');
}

/** The CSV's header and each event's cells, in order (written through csvCell). */
export const AUDIT_CSV_HEADER = [
  'When (UTC)',
  'Who',
  'Email',
  'Role',
  'View',
  'Read-only',
  'Action',
  'What',
  'Target',
  'Target ids',
  'Outcome',
  'Status',
  'Message',
  'Request id',
  'Client address',
];

export function auditCsvCells(e: AuditEvent): string[] {
  return [
    e.at,
    e.actor.name,
    e.actor.email,
    e.actor.role,
    e.actor.mode,
    e.actor.readOnly ? 'yes' : 'no',
    e.action,
    e.summary,
    e.target?.label ?? '',
    e.target?.ids.join(' ') ?? '',
    e.outcome,
    String(e.status),
    e.message ?? '',
    e.requestId ?? '',
    e.clientAddress ?? '',
  ];
}
