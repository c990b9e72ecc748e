/**
 * CRM integrations: the CRMs and their required fields, the
 * badge's states and the polling limits, shared by the CRM box, its route handler and the service.
 */

export const INTEGRATION_MSG = {
  saved: 'Integration data has been saved',
  saveFailed: 'Error saving integration data',
  updated: 'Integration updated',
  /** Spelled so in the spec. */
  loadFailed: 'An error occured',
  required: 'All fields are required',
  running: 'Running...',
  checking: 'Checking...',
  error: 'Error. Please check credentials.',
  /** Not in the spec: a provider-managed integration's box, and a saved secret's placeholder. */
  managed: (provider: string) => `${provider} manages this integration: change it in your ${provider} account.`,
  secretSet: 'Saved: leave empty to keep it, or type a new one to replace it.',
  none: 'No CRM connected. Choose one to send your app’s users and their activity to it.',
} as const;

export type CrmField = 'api_key' | 'api_url' | 'username' | 'password';
/** The secrets: never sent back to the browser once saved. */
export const SECRET_FIELDS: readonly CrmField[] = ['api_key', 'password'];

export const FIELD_LABEL: Record<CrmField, string> = { api_key: 'API key', api_url: 'API URL', username: 'Username', password: 'Password' };

/** The CRMs a user may choose and the fields each requires. */
export const CRMS = [
  { name: 'none', label: 'None', fields: [] },
  { name: 'delta', label: 'Delta', fields: ['api_key', 'username', 'password'] },
  { name: 'fub', label: 'Follow Up Boss', fields: ['api_key'] },
  { name: 'idc', label: 'IDC', fields: ['username', 'password'] },
  { name: 'propertybase', label: 'Propertybase', fields: ['api_key', 'api_url'] },
  { name: 'kvcore', label: 'kvCORE', fields: ['api_key'] },
  { name: 'sierra', label: 'Sierra Interactive', fields: ['api_key'] },
  { name: 'wise', label: 'Wise Agent', fields: ['api_key'] },
  { name: 'request', label: 'Request (we set it up for you)', fields: [] },
] as const satisfies readonly { name: string; label: string; fields: readonly CrmField[] }[];
export type CrmName = (typeof CRMS)[number]['name'];
export const CRM_NAMES = CRMS.map((c) => c.name) as [CrmName, ...CrmName[]];

/** CRMs listed for brokers but managed by the provider (moxi and deltawin with a read-only status). */
export const PROVIDER_MANAGED: Record<string, { label: string; status: boolean }> = {
  realgeeks: { label: 'Real Geeks', status: false },
  moxi: { label: 'Moxi', status: true },
  deltawin: { label: 'Delta (Windows)', status: true },
  moxiworks: { label: 'MoxiWorks', status: false },
};

export function crmOf(name: string | null | undefined): (typeof CRMS)[number] {
  return CRMS.find((c) => c.name === (name || 'none')) ?? CRMS[0];
}

/** The integration as the browser sees it: secrets only as 'set'. */
export type IntegrationView = {
  name: string;
  /** A provider-managed integration (read-only box). */
  managed: boolean;
  apiUrl: string;
  username: string;
  siteId: string;
  apiKeySet: boolean;
  passwordSet: boolean;
  active: boolean;
  syncChecked: boolean;
  error: string | null;
};

/** What the CRM box sends: a secret left empty keeps the saved one. */
export type IntegrationValues = { name: string; api_key: string; api_url: string; username: string; password: string; active: boolean };

/**
 * Every field the chosen CRM requires, else 'All fields are required'. A secret already saved for
 * the same CRM counts as given when left empty (it is kept).
 */
export function checkIntegration(
  v: IntegrationValues,
  saved: Pick<IntegrationView, 'name' | 'apiKeySet' | 'passwordSet'> | null,
): string | null {
  const crm = CRMS.find((c) => c.name === v.name);
  if (!crm) return INTEGRATION_MSG.required;
  const sameCrm = saved !== null && saved.name === v.name;
  for (const field of crm.fields as readonly CrmField[]) {
    if (v[field].trim() !== '') continue;
    if (sameCrm && field === 'api_key' && saved.apiKeySet) continue;
    if (sameCrm && field === 'password' && saved.passwordSet) continue;
    return INTEGRATION_MSG.required;
  }
  return null;
}

export type SyncBadge = { label: string; tone: 'success' | 'warning' | 'danger' };

/** The sync badge: error first (red), then active and checked (green), active and not yet checked (amber); inactive: none. */
export function syncBadge(i: Pick<IntegrationView, 'active' | 'syncChecked' | 'error' | 'name'>): SyncBadge | null {
  if (i.name === 'none' || i.name === '') return null;
  if (i.error) return { label: INTEGRATION_MSG.error, tone: 'danger' };
  if (!i.active) return null;
  return i.syncChecked ? { label: INTEGRATION_MSG.running, tone: 'success' } : { label: INTEGRATION_MSG.checking, tone: 'warning' };
}

/** While active, unchecked and error-free the status is re-read every 5 seconds, at most 20 times, first shown after 200 ms. */
export const SYNC_POLL = { everyMs: 5000, maxChecks: 20, firstDisplayMs: 200 } as const;

export function shouldPoll(i: Pick<IntegrationView, 'active' | 'syncChecked' | 'error' | 'name'>): boolean {
  return i.name !== 'none' && i.name !== '' && i.active && !i.syncChecked && !i.error;
}
