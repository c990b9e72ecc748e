import { AGENT_MSG } from '@/lib/agent-profile/check';
import { parseId } from '@/lib/forms/parse-id';
import { checkFields, emailRule, optionalText, requiredText, type Checked, type FieldRules } from '@/lib/forms/rules';
import { firstParam, type SearchParamsInput } from '@/lib/paging';

/**
 * Mortgage Pro's texts, constants, levels and form rules, without zod: the client components
 * import this. lib/mortgage-pro/schema.ts builds the route handlers' zod schemas from the same
 * rules.
 */

/**
 * Mortgage Pro texts. The spec quotes only the settings toggle; the rest is 'not shown' and
 * chosen here, in the style of the spec's other messages.
 */
export const MPRO_MSG = {
  allowAgents: 'Allow agents to set their own Mortgage Pro',
  saved: 'Mortgage Pro saved',
  deleted: 'Mortgage Pro deleted',
  settingSaved: 'Setting saved',
  confirmDelete: 'Delete this Mortgage Pro? Users at this level will see the next Mortgage Pro up (office, then app), if any.',
  failed: AGENT_MSG.failed,
} as const;

/** The spec's agent search: from 2 characters, 300 ms after typing stops, 20 a page. */
export const AGENT_SEARCH_MIN = 2;
export const AGENT_SEARCH_DEBOUNCE_MS = 300;
export const AGENT_SEARCH_PAGE = 20;
export const COMPANY_MAX = 200;

export const MPRO_LEVELS = ['app', 'office', 'agent'] as const;
export type MortgageProLevelKind = (typeof MPRO_LEVELS)[number];

/** Where a Mortgage Pro belongs: the app (everyone's default), an office or one agent. */
export type MortgageProLevel = { kind: 'app' } | { kind: 'office'; officeId: number } | { kind: 'agent'; agentId: number };

/** The level chosen in the query string (?level=app|office|agent&office=&agent=); the office or agent may be missing yet. */
export type LevelSelection = { kind: MortgageProLevelKind; officeId: number | null; agentId: number | null };

export function parseLevelSelection(input: SearchParamsInput | undefined): LevelSelection {
  const raw = firstParam(input, 'level');
  const kind: MortgageProLevelKind = (MPRO_LEVELS as readonly string[]).includes(raw) ? (raw as MortgageProLevelKind) : 'app';
  return { kind, officeId: parseId(firstParam(input, 'office')), agentId: parseId(firstParam(input, 'agent')) };
}

/** The complete level of a selection, or null while its office or agent is still to be chosen. */
export function levelOf(selection: LevelSelection): MortgageProLevel | null {
  if (selection.kind === 'app') return { kind: 'app' };
  if (selection.kind === 'office') return selection.officeId ? { kind: 'office', officeId: selection.officeId } : null;
  return selection.agentId ? { kind: 'agent', agentId: selection.agentId } : null;
}

/** The query string of a level, for links and for the photo upload address. */
export function levelQuery(level: MortgageProLevel | LevelSelection): string {
  const params = new URLSearchParams({ level: level.kind });
  if ('officeId' in level && level.officeId) params.set('office', String(level.officeId));
  if ('agentId' in level && level.agentId) params.set('agent', String(level.agentId));
  return params.toString();
}

/** The Mortgage Pro form: display name, valid email and license number required; company at most 200. */
export const MORTGAGE_PRO_RULES = {
  displayName: requiredText(200),
  email: emailRule(),
  phone: optionalText(50),
  web: optionalText(500),
  company: optionalText(COMPANY_MAX),
  licenseNumber: requiredText(100),
} as const satisfies FieldRules;
export type MortgageProInput = Checked<typeof MORTGAGE_PRO_RULES>;

/** What the form holds while editing: every field as typed. */
export type MortgageProValues = { displayName: string; email: string; phone: string; web: string; company: string; licenseNumber: string };
export const EMPTY_MORTGAGE_PRO: MortgageProValues = { displayName: '', email: '', phone: '', web: '', company: '', licenseNumber: '' };

export function checkMortgagePro(values: MortgageProValues) {
  return checkFields(MORTGAGE_PRO_RULES, values);
}
