import { z } from 'zod';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { CRM_EMAIL_RULES } from '@/lib/user-settings/check';

/** The agent settings route handlers' schemas (the copies that count), built from lib/user-settings/check.ts. */
export const CrmEmailInput = fieldsSchema(CRM_EMAIL_RULES);
export type CrmEmailInput = z.output<typeof CrmEmailInput>;
export const AgentAutomationInput = z.strictObject({ enabled: z.boolean() });
