import { z } from 'zod';
import { checkDmcaLink, checkWebhookUrl, SETTINGS_MSG } from '@/lib/settings/rules';

/** The broker-settings route handlers' schemas (the copies that count), with the rules of lib/settings/rules.ts. */
export const BrokerageNameInput = z.strictObject({ name: z.string().trim().min(1, SETTINGS_MSG.nameRequired).max(200) });
export const DmcaInput = z.strictObject({
  dmcaLink: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => checkDmcaLink(v) === null, SETTINGS_MSG.badDmca),
});
export const FeaturedModeInput = z.strictObject({ mode: z.enum(['app', 'office', 'agent']) });
export const AutomationInput = z.strictObject({ enabled: z.boolean() });
export const WebhookInput = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => checkWebhookUrl(v) === null, SETTINGS_MSG.badWebhook),
});
