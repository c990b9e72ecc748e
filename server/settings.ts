import 'server-only';
import type { BrokerSettings } from '@/lib/settings/answers';
import { joinLinkOn, SETTINGS_MSG } from '@/lib/settings/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs } from '@/server/http';
import { requestOrigin } from '@/server/request/origin';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { settings as calls } from '@/server/upstream/contract';
import type { AppSettings } from '@/server/upstream/contract/settings';

function toSettings(s: AppSettings): BrokerSettings {
  return {
    brokerageName: s.brokerage_name,
    dmcaLink: s.dmca_link ?? '',
    featuredMode: s.featured_mode,
    automationBeta: s.automation_beta === 1,
    joinLink: s.join_link,
    fairHousingMode: s.fair_housing_mode,
  };
}

/** The page's read: a sign-up link given as a path is this dashboard's own page (the demo's is). */
export async function getBrokerSettings(session: Session): Promise<BrokerSettings> {
  const [answer, origin] = await Promise.all([call(calls.getAppSettings, {}, callerOf(session)), requestOrigin()]);
  const settings = toSettings(answer.settings);
  return { ...settings, joinLink: settings.joinLink === null ? null : joinLinkOn(origin, settings.joinLink) };
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
  change: {
    brokerage_name?: string;
    dmca_link?: string;
    featured_mode?: AppSettings['featured_mode'];
    automation_beta?: 0 | 1;
    fair_housing_mode?: AppSettings['fair_housing_mode'];
  },
): Promise<BrokerSettings> {
  return failingAs(SETTINGS_MSG.saveFailed, async () =>
    toSettings((await call(calls.saveAppSettings, change, callerOf(session))).settings),
  );
}

/** The API key, read only when the admin asks to see it (never rendered into the page). */
export async function revealApiKey(session: Session): Promise<string> {
  return failingAs(SETTINGS_MSG.apiKeyFailed, async () => (await call(calls.getApiKey, {}, callerOf(session))).key);
}

export async function getWebhooks(session: Session): Promise<string[]> {
  return (await call(calls.listWebhooks, {}, callerOf(session))).hooks.map((h) => h.url);
}

export async function saveWebhook(session: Session, url: string): Promise<string> {
  const { hooks } = await failingAs(SETTINGS_MSG.webhookFailed, () =>
    call(calls.saveWebhook, { hook: { type: 'user', url } }, callerOf(session)),
  );
  return hooks[0]?.url ?? url;
}
