import type { IntegrationView } from '@/lib/integrations/rules';

/** GET /api/integrations (the box's status polling) and POST (save). */
export type IntegrationRead = { ok: true; info: IntegrationView };
export type IntegrationSaved = { ok: true; info: IntegrationView; message: string };
/** The CRM widget's token and key save. */
export type WidgetToken = { ok: true; jwt: string };
export type WidgetKeySaved = { ok: true; connected: boolean };
