import { webUrl } from '@/lib/web-url';

/**
 * Broker settings:
 * the screen's texts, the Featured Listings modes and the link rules both the browser and the route
 * handlers apply.
 */

export const SETTINGS_MSG = {
  nameUpdated: 'Name updated',
  dmcaUpdated: 'DMCA link updated',
  featuredUpdated: 'Featured Listings updated',
  apiKeyCopied: 'API key copied to clipboard',
  webhookUpdated: 'Webhook updated',
  webhookFailed: 'Webhook update failed',
  severalHooks: 'set, please update through the API',
  upgradeRequired: 'Upgrade Required',
  // Not in the spec: chosen.
  restricted: 'Broker settings are managed by your platform administrator while super-admin restricted mode is on.',
  saveFailed: 'The setting could not be saved. Please try again.',
  nameRequired: 'Enter the brokerage name',
  badDmca: 'The DMCA link must be a web address starting with http:// or https://',
  badWebhook: 'The webhook URL must be a public https:// address',
  apiKeyFailed: 'The API key could not be read. Please try again.',
  ssoFailed: 'The sign-on could not be tried. Please try again.',
  // Read-only mode: the key or an SSO token would open a session that can write.
  apiKeyReadOnly: 'The API key is not shown in read-only mode.',
  ssoReadOnly: 'Single sign-on cannot be tried in read-only mode.',
  /** Not in the spec: the widget changes credentials, which read-only mode does not allow. */
  crmWidgetReadOnly: 'The CRM integration cannot be changed in read-only mode.',
} as const;

export type FeaturedMode = 'app' | 'office' | 'agent';

/** The spec's modes; office only when offices are enabled. */
export function featuredModes(officesEnabled: boolean): { value: FeaturedMode; label: string }[] {
  return [
    { value: 'app', label: 'App: the brokerage chooses for everyone' },
    ...(officesEnabled ? [{ value: 'office' as const, label: 'Office: each office features its own' }] : []),
    { value: 'agent', label: "Agent: each agent's own listings" },
  ];
}

/** The brokerage name: 1 to 200 characters. */
export function checkBrokerageName(value: string): string | null {
  if (value.trim() === '') return SETTINGS_MSG.nameRequired;
  return value.trim().length > 200 ? 'At most 200 characters' : null;
}

/** The DMCA link: empty (cleared) or an http(s) address. */
export function checkDmcaLink(value: string): string | null {
  if (value.trim() === '') return null;
  return webUrl(value) && value.length <= 2000 ? null : SETTINGS_MSG.badDmca;
}

/** A host no public webhook lives on: loopback, private, link-local and unique-local ranges, and local names. */
export function privateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    (!host.includes('.') && !host.includes(':'))
  )
    return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (host.includes(':')) {
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  }
  // A number-only host (http://2130706433/) is an IPv4 address in disguise.
  return /^[\d.]+$/.test(host) || /^0x/i.test(host);
}

/** The first webhook's URL: a public https address without credentials. */
export function checkWebhookUrl(value: string): string | null {
  const url = webUrl(value);
  if (!url || url.protocol !== 'https:' || url.username || url.password || value.length > 2000 || privateHost(url.hostname))
    return SETTINGS_MSG.badWebhook;
  return null;
}

/** The SSO guide (single sign-on by token): the form field and the answer's field. */
export const SSO_GUIDE = { emailField: 'email', tokenField: 'accessToken', emailParam: 'e', tokenParam: 'a' } as const;

/** The guide's curl example: the API key stays a placeholder, never the real key. */
export function ssoCurl(tokenEndpoint: string, header: string): string {
  return `curl -X POST '${tokenEndpoint}' \\\n  -H '${header}: YOUR_API_KEY' \\\n  --data-urlencode '${SSO_GUIDE.emailField}=agent@yourbrokerage.com'`;
}

/** Step 2's address: this dashboard's /sso with the e-mail as e and the token as a. */
/**
 * The agent sign-up link as shown: a path ('/provision/acme/join-acme') is a page of this dashboard and
 * is given its origin; a full address is shown as the upstream gave it.
 */
export function joinLinkOn(origin: string, link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link;
}

export function ssoUrl(origin: string, email: string, token: string): string {
  return `${origin}/sso?${new URLSearchParams({ [SSO_GUIDE.emailParam]: email, [SSO_GUIDE.tokenParam]: token })}`;
}
