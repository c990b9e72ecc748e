import 'server-only';
import type { BrokerSettings } from '@/lib/api/settings';
import { SETTINGS_MSG } from '@/lib/settings';
import { callerOf } from '@/server/app-data';
import { failedAs } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { settings as calls } from '@/server/upstream/contract';
import type { AppSettings } from '@/server/upstream/contract/settings';

function toSettings(s: AppSettings): BrokerSettings {
  return { brokerageName: s.brokerage_name, dmcaLink: s.dmca_link ?? '', featuredMode: s.featured_mode, automationBeta: s.automation_beta === 1, joinLink: s.join_link };
}

export async function getBrokerSettings(session: Session): Promise<BrokerSettings> {
  return toSettings((await call(calls.getAppSettings, {}, callerOf(session))).settings);
}

async function failingAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    failedAs(err, message);
  }
}

export async function saveBrokerSettings(
  session: Session,
  change: { brokerage_name?: string; dmca_link?: string; featured_mode?: AppSettings['featured_mode']; automation_beta?: 0 | 1 },
): Promise<BrokerSettings> {
  return failingAs(SETTINGS_MSG.saveFailed, async () => toSettings((await call(calls.saveAppSettings, change, callerOf(session))).settings));
}

/** The API key, read only when the admin asks to see it (never rendered into the page). */
export async function revealApiKey(session: Session): Promise<string> {
  return failingAs(SETTINGS_MSG.apiKeyFailed, async () => (await call(calls.getApiKey, {}, callerOf(session))).key);
}

export async function getWebhooks(session: Session): Promise<string[]> {
  return (await call(calls.listWebhooks, {}, callerOf(session))).hooks.map((h) => h.url);
}

export async function saveWebhook(session: Session, url: string): Promise<string> {
  const { hooks } = await failingAs(SETTINGS_MSG.webhookFailed, () => call(calls.saveWebhook, { hook: { type: 'user', url } }, callerOf(session)));
  return hooks[0]?.url ?? url;
}
