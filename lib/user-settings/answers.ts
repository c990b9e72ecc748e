/** The agent settings route handlers' answers. */
export type OwnApiKeyAnswer = { key: string };
export type CrmEmailSaved = { ok: true; crmEmail: string; message: string };
/** The automation switch's answer (the broker settings' SettingsSaved has the same shape). */
export type AutomationSaved = { ok: true; settings: { automationBeta: boolean }; message: string };
export type SubscriptionCanceled = { ok: true; message: string };
