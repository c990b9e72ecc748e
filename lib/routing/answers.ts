import type { OfficeHours, RoutingRule } from '@/lib/routing/model';
import type { RoutingReport } from '@/lib/routing/report';
import type { Pause } from '@/lib/routing/rules';

/**
 * What routing's configuration handlers answer (errors are the one envelope `{ error: { message } }`).
 * Client components import these types; app/api/routing/** builds them.
 */

/** A rule with its place in the brokerage's list (0 first; the catch-all last). */
export type RoutingRuleRow = RoutingRule & { position: number };

/** GET /api/routing/rules: the rules the caller sees (a manager: their offices'), in order. */
export type RulesResponse = { rules: RoutingRuleRow[] };

/** PUT /api/routing/rules: the list as stored, and the toast's text. */
export type RulesSaved = { rules: RoutingRuleRow[]; message: string };

/** PUT /api/routing/hours: the office's own hours as stored (null: it follows the brokerage's). */
export type HoursSaved = { officeId: number; hours: OfficeHours | null; message: string };

/** PUT /api/routing/availability: the agent's pause as it stands. */
export type AvailabilitySaved = { agentId: number; pause: Pause; message: string };

/** GET /api/routing/report: the period's figures per agent and per office, in the asked order (the agents paged). */
export type ReportResponse = RoutingReport & { agentsTotal: number };
