import { z } from 'zod';
import { CRM_NAMES } from '@/lib/integrations/rules';

/** The CRM box's route handler schema (the copy that counts; the box's own check is lib/integrations/rules.ts's checkIntegration). */
export const IntegrationInput = z.strictObject({
  name: z.enum(CRM_NAMES, 'Choose a CRM'),
  api_key: z.string().trim().max(500, 'At most 500 characters'),
  api_url: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'The API URL must be an http(s) address'),
  username: z.string().trim().max(200, 'At most 200 characters'),
  password: z.string().max(500, 'At most 500 characters'),
  active: z.boolean(),
});
export type IntegrationInput = z.output<typeof IntegrationInput>;

/** The CRM widget's key save (POST /api/integrations/widget/key). */
export const WidgetKeyInput = z.strictObject({
  appKey: z.string().trim().min(1).max(500),
  connectionId: z.string().trim().min(1).max(200),
  deleted: z.boolean(),
});
