import { describe, expect, it } from 'vitest';
import {
  checkDmcaLink,
  checkWebhookUrl,
  featuredModes,
  joinLinkOn,
  privateHost,
  SETTINGS_MSG,
  ssoCurl,
  ssoUrl,
} from '@/lib/settings/rules';
import { WebhookInput } from '@/lib/settings/schema';

describe('broker settings rules', () => {
  it('the Featured Listings modes: office only with offices enabled', () => {
    expect(featuredModes(true).map((m) => m.value)).toEqual(['app', 'office', 'agent']);
    expect(featuredModes(false).map((m) => m.value)).toEqual(['app', 'agent']);
  });

  it('the DMCA link: empty or http(s)', () => {
    expect(checkDmcaLink('')).toBeNull();
    expect(checkDmcaLink('https://acme.test/dmca')).toBeNull();
    expect(checkDmcaLink('http://acme.test/dmca')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'ftp://acme.test', 'acme.test/dmca'])
      expect(checkDmcaLink(bad), bad).toBe(SETTINGS_MSG.badDmca);
  });

  it('a webhook is a public https address: no other scheme, no private, loopback, link-local or local host, no credentials', () => {
    expect(checkWebhookUrl('https://hooks.acme.test/users')).toBeNull();
    expect(checkWebhookUrl('https://203.0.113.7/hook')).toBeNull();
    for (const bad of [
      'http://hooks.acme.test/users',
      'ftp://hooks.acme.test',
      'javascript:alert(1)',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://intranet/x',
      'https://printer.local/x',
      'https://user:pass@hooks.acme.test/x',
    ]) {
      expect(checkWebhookUrl(bad), bad).toBe(SETTINGS_MSG.badWebhook);
      expect(WebhookInput.safeParse({ url: bad }).success, bad).toBe(false);
    }
    expect(privateHost('hooks.acme.test')).toBe(false);
  });
});

describe('the agent sign-up link', () => {
  it("gives a path this dashboard's origin and leaves a full address, or a protocol-relative one, as given", () => {
    expect(joinLinkOn('https://dash.example.test', '/provision/acme/join-acme')).toBe('https://dash.example.test/provision/acme/join-acme');
    expect(joinLinkOn('https://dash.example.test', 'https://acmerealty.test/join/acme')).toBe('https://acmerealty.test/join/acme');
    expect(joinLinkOn('https://dash.example.test', '//evil.test/x')).toBe('//evil.test/x');
  });
});

describe('the SSO guide', () => {
  it('the curl example keeps the API key a placeholder; step 2 carries e and a, encoded', () => {
    const curl = ssoCurl('https://api.example.test/sso/access_token', 'X-API-KEY');
    expect(curl).toContain("-H 'X-API-KEY: YOUR_API_KEY'");
    expect(curl).toContain("--data-urlencode 'email=");
    expect(ssoUrl('https://dash.example.test', 'a+b@x.test', 't/k=')).toBe('https://dash.example.test/sso?e=a%2Bb%40x.test&a=t%2Fk%3D');
  });
});
