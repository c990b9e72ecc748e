import type { FairHousingMode } from '@/lib/fair-housing/check';
import type { FeaturedMode } from '@/lib/settings/rules';

/** The broker-settings route handlers' answers. */
export type BrokerSettings = {
  brokerageName: string;
  dmcaLink: string;
  featuredMode: FeaturedMode;
  automationBeta: boolean;
  joinLink: string | null;
  fairHousingMode: FairHousingMode;
};
export type SettingsSaved = { ok: true; settings: BrokerSettings; message: string };
export type ApiKeyAnswer = { key: string };
export type WebhookSaved = { ok: true; url: string; message: string };
