import { checkFields, CONTRACT_EMAIL_PATTERN, type Checked, type Given, type IdRule, type TextRule } from '@/lib/forms/rules';

/**
 * The agents list's texts, constants and form rules, without zod: the client components import
 * this. lib/agents/schema.ts builds the route handlers' zod schemas from the same rules.
 */

/** The spec's texts for the agents list, new agent and CSV import, shown verbatim. */
export const AGENT_MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  shortPassword: 'Password must be at least 6 characters',
  officeRequired: 'Office is required',
  orderSaved: 'New agent order saved',
  orderFailed: 'Error saving profile',
  noCsvFile: 'Please select a CSV file.',
  csvProcessing: 'Error processing file',
  /** Not in the spec's words (it says only 'upgrade notice'). */
  planLimit: "You have reached your plan's agent limit. Contact support to add more.",
  /** Not in the spec: the file's content is not text/CSV. */
  notCsv: 'The file does not look like a CSV file. Please select a CSV file.',
  /** Not in the spec (it says only 'error toast'). */
  csvTooLarge: (name: string) => `File ${name} is larger than 10MB. Please select a smaller file.`,
  /** Not in the spec: the server's refusal, which does not know the file's name before reading it. */
  csvTooLargeServer: 'The file is larger than 10MB. Please select a smaller file.',
} as const;

/** The spec's CSV maximum: 10485760 bytes (10 MB). */
export const AGENT_CSV_MAX_BYTES = 10_485_760;

/** Most rows an import takes at once (the upstream's limit). */
export const AGENT_IMPORT_MAX_ROWS = 20_000;

const name = {
  kind: 'text',
  trim: true,
  min: { length: 1, message: AGENT_MSG.required },
  max: { length: 200, message: 'Name must be at most 200 characters' },
} as const satisfies TextRule;

/** Required and a valid address, all with the one message; the contract's own email pattern. */
const email = {
  kind: 'text',
  trim: true,
  min: { length: 1, message: AGENT_MSG.invalidEmail },
  max: { length: 254, message: AGENT_MSG.invalidEmail },
  pattern: { re: CONTRACT_EMAIL_PATTERN, message: AGENT_MSG.invalidEmail },
} as const satisfies TextRule;

const NEW_AGENT_RULES = {
  name,
  email,
  password: {
    kind: 'text',
    trim: false,
    min: { length: 6, message: AGENT_MSG.shortPassword },
    max: { length: 200, message: 'Password must be at most 200 characters' },
  },
  phone: { kind: 'text', trim: true, max: { length: 50, message: 'Phone must be at most 50 characters' }, optional: 'omitEmpty' },
} as const satisfies Record<string, TextRule>;

/**
 * The new-agent form. The office is required when offices are on and the signed-in user is not a
 * real admin (an agent holding admin powers must place the new agent in an office).
 */
export function newAgentRules(opts: { officeRequired: boolean }) {
  const office = { kind: 'id', message: AGENT_MSG.required, missing: opts.officeRequired ? 'refuse' : 'omit' } as const satisfies IdRule;
  return { ...NEW_AGENT_RULES, office };
}
type NewAgentRules = ReturnType<typeof newAgentRules>;
export type NewAgentInput = Given<NewAgentRules>;
export type NewAgent = Checked<NewAgentRules>;

export function checkNewAgent(input: NewAgentInput, opts: { officeRequired: boolean }) {
  return checkFields(newAgentRules(opts), input);
}

/** One previewed CSV row to import. */
export const AGENT_IMPORT_ROW_RULES = { name, email } as const;

/** The upload's preview, as the preview handler answers it. */
export type CsvPreviewRow = { row: number; name: string; email: string };
export type CsvPreview = { okRows: CsvPreviewRow[]; errorRows: (CsvPreviewRow & { reason: string })[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPreviewRow(value: unknown): value is CsvPreviewRow {
  return isObject(value) && Number.isSafeInteger(value.row) && typeof value.name === 'string' && typeof value.email === 'string';
}

/** Reads the preview handler's answer (our own JSON, checked for shape before it is shown). */
export function isCsvPreview(value: unknown): value is CsvPreview {
  return (
    isObject(value) &&
    Array.isArray(value.okRows) &&
    value.okRows.every(isPreviewRow) &&
    Array.isArray(value.errorRows) &&
    value.errorRows.every((row) => isPreviewRow(row) && typeof (row as { reason?: unknown }).reason === 'string')
  );
}
