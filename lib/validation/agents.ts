import { z } from 'zod';

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

/**
 * zod's own email check, as the upstream contract uses it: a looser pattern here would let through
 * addresses the upstream call then refuses.
 */
const Email = z
  .string()
  .trim()
  .min(1, AGENT_MSG.invalidEmail)
  .max(254, AGENT_MSG.invalidEmail)
  .email(AGENT_MSG.invalidEmail);

/**
 * The new-agent form. The office is required when offices are on and the signed-in user is not a
 * real admin (an agent holding admin powers must place the new agent in an office).
 */
export function newAgentSchema(opts: { officeRequired: boolean }) {
  const office = z.number().int().positive();
  return z.object({
    name: z.string().trim().min(1, AGENT_MSG.required).max(200, 'Name must be at most 200 characters'),
    email: Email,
    password: z.string().min(6, AGENT_MSG.shortPassword).max(200, 'Password must be at most 200 characters'),
    phone: z
      .string()
      .trim()
      .max(50, 'Phone must be at most 50 characters')
      .optional()
      .transform((v) => v || undefined),
    office: opts.officeRequired
      ? z.number({ error: AGENT_MSG.required }).int().positive(AGENT_MSG.required)
      : office.nullable().optional().transform((v) => v ?? undefined),
  });
}
export type NewAgentInput = z.input<ReturnType<typeof newAgentSchema>>;
export type NewAgent = z.output<ReturnType<typeof newAgentSchema>>;

/** The brokerage's order: every agent id, first to last, each once. */
export const AgentOrderInput = z.object({
  order: z
    .array(z.number().int().positive())
    .min(1, 'The order is empty')
    .max(AGENT_IMPORT_MAX_ROWS)
    .refine((ids) => new Set(ids).size === ids.length, 'An agent appears twice in the order'),
});
export type AgentOrderInput = z.infer<typeof AgentOrderInput>;

/** One previewed CSV row to import. */
export const AgentImportRow = z.object({
  name: z.string().trim().min(1, AGENT_MSG.required).max(200),
  email: Email,
});

export const AgentImportInput = z.object({
  rows: z.array(AgentImportRow).min(1, 'There are no rows to import').max(AGENT_IMPORT_MAX_ROWS),
});
export type AgentImportInput = z.infer<typeof AgentImportInput>;

/** The upload's preview, as the preview handler answers it. */
export const CsvPreviewRow = z.object({ row: z.number().int(), name: z.string(), email: z.string() });
export const CsvPreview = z.object({
  okRows: z.array(CsvPreviewRow),
  errorRows: z.array(CsvPreviewRow.extend({ reason: z.string() })),
});
export type CsvPreviewRow = z.infer<typeof CsvPreviewRow>;
export type CsvPreview = z.infer<typeof CsvPreview>;
