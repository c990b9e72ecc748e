import { describe, expect, it } from 'vitest';
import { checkIntegration, CRMS, INTEGRATION_MSG, shouldPoll, syncBadge } from '@/lib/integrations/rules';
import { IntegrationInput } from '@/lib/integrations/schema';

const blank = { api_key: '', api_url: '', username: '', password: '', active: true };

describe('the CRM box', () => {
  it('the spec’s table: each CRM’s required fields', () => {
    expect(Object.fromEntries(CRMS.map((c) => [c.name, [...c.fields]]))).toEqual({
      none: [],
      delta: ['api_key', 'username', 'password'],
      fub: ['api_key'],
      idc: ['username', 'password'],
      propertybase: ['api_key', 'api_url'],
      kvcore: ['api_key'],
      sierra: ['api_key'],
      wise: ['api_key'],
      request: [],
    });
  });

  it.each(CRMS.map((c) => [c.name, c.fields.length]))("%s: a missing required field reads 'All fields are required'", (name, count) => {
    expect(checkIntegration({ name, ...blank }, null)).toBe(count > 0 ? INTEGRATION_MSG.required : null);
    const full = { name, api_key: 'k', api_url: 'https://crm.example', username: 'u', password: 'p', active: true };
    expect(checkIntegration(full, null)).toBeNull();
  });

  it('a saved secret of the same CRM counts as given when left empty, not for another CRM', () => {
    const saved = { name: 'delta', apiKeySet: true, passwordSet: true };
    expect(checkIntegration({ name: 'delta', ...blank, username: 'u' }, saved)).toBeNull();
    expect(checkIntegration({ name: 'fub', ...blank }, saved)).toBe(INTEGRATION_MSG.required);
  });

  it('the badge: error red, running green, checking amber, none when inactive; polled only while checking', () => {
    const base = { name: 'fub', active: true, syncChecked: false, error: null };
    expect(syncBadge(base)).toEqual({ label: 'Checking...', tone: 'warning' });
    expect(syncBadge({ ...base, syncChecked: true })).toEqual({ label: 'Running...', tone: 'success' });
    expect(syncBadge({ ...base, error: 'x' })).toEqual({ label: 'Error. Please check credentials.', tone: 'danger' });
    expect(syncBadge({ ...base, active: false })).toBeNull();
    expect(shouldPoll(base)).toBe(true);
    expect(shouldPoll({ ...base, syncChecked: true })).toBe(false);
    expect(shouldPoll({ ...base, error: 'x' })).toBe(false);
  });

  it('the route handler’s schema: a known CRM, an http(s) API URL, bounded fields', () => {
    expect(IntegrationInput.safeParse({ name: 'propertybase', ...blank, api_key: 'k', api_url: 'https://pb.example/api' }).success).toBe(
      true,
    );
    expect(IntegrationInput.safeParse({ name: 'propertybase', ...blank, api_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(IntegrationInput.safeParse({ name: 'moxi', ...blank }).success).toBe(false);
    expect(IntegrationInput.safeParse({ name: 'fub', ...blank, api_key: 'k'.repeat(501) }).success).toBe(false);
  });
});
