/** What the audit log records: one staff action or session event. Pure types and texts. */

/** The session events, recorded beside the access table's route-handler actions. */
export const SESSION_EVENTS = {
  'session.signIn': 'Signed in',
  'session.signInFailed': 'Failed to sign in',
  'session.signOut': 'Signed out',
  'session.sso': 'Signed in by SSO',
  'session.restore': 'Signed in with an api key',
  'session.readOnly': 'Opened a read-only session',
  'session.switchView': 'Switched view',
} as const;
export type SessionEvent = keyof typeof SESSION_EVENTS;

/** What lead routing does by itself (actor 'Routing', on behalf of the admin who turned it on). */
export const ROUTING_EVENTS = {
  'routing.assign': 'Routed lead',
  'routing.reroute': 'Re-routed lead',
  'routing.fallback': 'Gave an unclaimed lead to the fallback',
  'routing.pause': "Paused lead routing: the upstream refused the brokerage's api key",
} as const;
export type RoutingEvent = keyof typeof ROUTING_EVENTS;

export type AuditActor = {
  /** null for a failed sign-in: nobody was recognised. */
  id: number | null;
  name: string;
  email: string;
  role: string;
  /** The upstream mode header the session calls with: 'agent' or 'manager'. */
  mode: string;
  readOnly: boolean;
};

export type AuditTarget = { kind: string; ids: string[]; label: string | null };

export type AuditOutcome = 'success' | 'failure';

export type AuditEvent = {
  /** A UUID made when the action happens: the store keeps one row per id, so a retried write never duplicates. */
  id: string;
  /** ISO 8601 instant, UTC. */
  at: string;
  /** The brokerage; null only for a failed sign-in that named none. */
  stackId: string | null;
  actor: AuditActor;
  /** The access table's action name, or a session event's. */
  action: string;
  /** The action in words: 'Deleted agent Riley Nelson and moved 23 users to Avery Agent'. */
  summary: string;
  target: AuditTarget | null;
  outcome: AuditOutcome;
  status: number;
  message: string | null;
  requestId: string | null;
  clientAddress: string | null;
};

/** Longest kept text fields: a sentence or a message is never a body. */
export const AUDIT_TEXT_MAX = 500;

export function clip(text: string, max = AUDIT_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
