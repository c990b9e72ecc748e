/**
 * Lead routing's shapes, shared by the rules screen, the engine and the report. Pure: no I/O.
 * A rule says which new sign-ups it takes (match), who gets them (hand-out) and what happens when
 * nobody touches the lead in time (window, hops, fallback). Rules are tried in order; the last is the
 * catch-all, which matches everyone and cannot be removed.
 */

/** [longitude, latitude], as GeoJSON writes a position. */
export type Position = [number, number];

/** A territory: one GeoJSON polygon (an outer ring, first point repeated last; holes allowed). */
export type Territory = { type: 'Polygon'; coordinates: Position[][] };

export type RuleMatch = {
  /** The office the user came through (their link's agent's office); null: any. */
  officeId: number | null;
  /** Where the user signed up ('app', 'web', 'open_house' ...); empty: any. */
  sources: string[];
  /** The area of the user's first saved search must lie in it; null: anywhere. */
  territory: Territory | null;
  /** The first saved search's price band must overlap this one (dollars); null ends are open. */
  priceMin: number | null;
  priceMax: number | null;
};

/**
 * How the lead is handed out: round robin over the agents (a weight n gives an agent n turns in
 * each cycle), offered to a group where the first to claim takes it, or to one agent.
 */
export const HANDOUTS = ['round_robin', 'first_to_claim', 'one_agent'] as const;
export type Handout = (typeof HANDOUTS)[number];

export type RuleAgent = { agentId: number; weight: number };

/** After the last hop: give the lead to a fallback agent (the office's manager, say), or leave it with nobody. */
export type Fallback = { kind: 'agent'; agentId: number } | { kind: 'unassigned' };

export type RoutingRule = {
  id: string;
  name: string;
  /** Whose rule it is: a manager edits the rules of their own office; null: the brokerage's. */
  officeId: number | null;
  catchAll: boolean;
  match: RuleMatch;
  handout: Handout;
  agents: RuleAgent[];
  /** Minutes the chosen agent has to touch the lead, counted inside office hours. */
  windowMinutes: number;
  /** How many agents in turn are offered the lead before the fallback. */
  hops: number;
  fallback: Fallback;
};

export const WINDOW_MINUTES = { min: 1, max: 30, default: 5 } as const;
export const HOPS = { min: 1, max: 10, default: 2 } as const;

/** Open hours of one day of the week, minutes after local midnight; null: closed all day. */
export type DayHours = { open: number; close: number } | null;

/** An office's hours in its time zone, Sunday first (as Date.getDay counts). */
export type OfficeHours = { timeZone: string; days: DayHours[] };

export const DEFAULT_DAY: DayHours = { open: 8 * 60, close: 21 * 60 };

/** Where a case stands. */
export const CASE_STATUSES = [
  /** Seen, not yet handed out (or waiting on the upstream to take the change). */
  'new',
  /** With an agent (or offered to a group) and its claim window running. */
  'offered',
  /** Touched or claimed within the window: the agent's lead. */
  'claimed',
  /** Nobody touched it through every hop: with the fallback agent or nobody, and the manager told. */
  'fallback',
  /** The user went away upstream (deleted or made inactive) before anyone touched them. */
  'gone',
  /** Not a lead for routing: made by staff, or an agent's own through their link. Kept so the sweep reads them once. */
  'left',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** How a first touch happened. */
export const TOUCHES = ['call', 'text', 'email', 'note', 'chat', 'showing', 'claim', 'reassigned'] as const;
export type Touch = (typeof TOUCHES)[number];

/** One line of a user's routing timeline. */
export const STEP_KINDS = ['routed', 'offered', 'expired', 'rerouted', 'fallback', 'touched', 'claimed', 'gone'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The user sources the upstream names; staff-made users (dashboard, import) are never routed. */
export const SIGNUP_SOURCES = ['app', 'web', 'open_house', 'agent_link'] as const;
export const STAFF_SOURCES = ['dashboard', 'import'] as const;

export const SOURCE_LABELS: Record<string, string> = {
  app: 'App sign-up',
  web: 'Website sign-up',
  open_house: 'Open house',
  agent_link: "Agent's link",
  dashboard: 'Added on the dashboard',
  import: 'Imported',
};

/** How each touch reads on a timeline: 'Eli called at 10:08'. */
export const TOUCH_VERBS: Record<Touch, string> = {
  call: 'called',
  text: 'texted',
  email: 'e-mailed',
  note: 'wrote a note',
  chat: 'replied in chat',
  showing: 'answered a showing request',
  claim: 'claimed the lead',
  reassigned: 'was given the lead by staff',
};
