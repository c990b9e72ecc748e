import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowed } from '@/lib/access';
import { checkCrmEmail, crmEmailProblem } from '@/lib/user-settings/check';
import { deactivationNotice, subscriptionOf, USER_SETTINGS_MSG } from '@/lib/user-settings/rules';
import { CrmEmailInput } from '@/lib/user-settings/schema';
import { appData, ROLES, signIn, signInUser } from '@/tests/support/roles';
import { serverView } from './support/server-view';

describe('subscriptionOf', () => {
  it('an active self-provisioned agent gets the cancel card; a canceled one the notice; others nothing', () => {
    expect(subscriptionOf({ selfProvisioned: true, status: 'active', cancelAt: null })).toEqual({ kind: 'active' });
    expect(subscriptionOf({ selfProvisioned: true, status: 'trialing', cancelAt: null })).toEqual({ kind: 'active' });
    expect(subscriptionOf({ selfProvisioned: true, status: 'canceled', cancelAt: 1_800_000_000 })).toEqual({
      kind: 'canceled',
      deactivatesAt: 1_800_000_000,
    });
    expect(subscriptionOf({ selfProvisioned: true, status: null, cancelAt: null })).toEqual({ kind: 'none' });
    expect(subscriptionOf({ selfProvisioned: false, status: 'canceled', cancelAt: 1 })).toEqual({ kind: 'none' });
  });

  it('the notice names the date, or the end of the billing period without one', () => {
    expect(deactivationNotice('Dec 16 2026')).toBe('Your subscription was canceled. Your account will be deactivated on Dec 16 2026.');
    expect(deactivationNotice('')).toContain('end of the billing period');
  });
});

describe('the CRM parsing e-mail', () => {
  it("is optional, an address ('Invalid email address'), at most 200 characters", () => {
    expect(crmEmailProblem('')).toBeNull();
    expect(crmEmailProblem('  ')).toBeNull();
    expect(crmEmailProblem(' leads@crm.acme.test ')).toBeNull();
    expect(crmEmailProblem('leads@')).toBe(USER_SETTINGS_MSG.invalidEmail);
    expect(crmEmailProblem('Invalid email address')).toBe('Invalid email address');
    expect(crmEmailProblem(`${'a'.repeat(195)}@x.io`)).toBeNull();
    expect(crmEmailProblem(`${'a'.repeat(196)}@x.io`)).toBe('At most 200 characters');
  });

  it('the browser check agrees with the route handler schema', () => {
    const value = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc.integer({ min: 190, max: 210 }).map((n) => `${'b'.repeat(n - 6)}@x.com`),
      fc.constantFrom('', ' ', 'a@b', ' A@B.CO '),
    );
    fc.assert(
      fc.property(value, (crmEmail) => {
        expect(checkCrmEmail({ crmEmail })).toEqual(serverView(CrmEmailInput, { crmEmail }));
      }),
      { numRuns: 800 },
    );
  });
});

describe('who may do what on /user_settings', () => {
  const subscriber = ROLES.selfProvisionedAgent.viewer;
  it('non-admins read their own key; admins have /settings instead', () => {
    for (const role of ['agent', 'manager', 'agentAdminInAgentView', 'selfProvisionedAgent'] as const)
      expect(allowed(ROLES[role].viewer, 'userSettings.apiKey'), role).toBe(true);
    for (const role of ['admin', 'agentAdminInManagerView', 'premierAdmin'] as const)
      expect(allowed(ROLES[role].viewer, 'userSettings.apiKey'), role).toBe(false);
  });

  it("the CRM parsing e-mail is an agent's with crmEmailEnabled; the automation beta needs zapierEnabled and agentInsightsEnabled", () => {
    expect(allowed(ROLES.agent.viewer, 'userSettings.crmEmail')).toBe(true);
    expect(allowed(ROLES.manager.viewer, 'userSettings.crmEmail')).toBe(false);
    const noCrm = signIn('key-unit-nocrm', signInUser({ id: 3, type: 'agent' }), appData({ toggles: { zapierEnabled: true } }));
    expect(allowed(noCrm.viewer, 'userSettings.crmEmail')).toBe(false);
    expect(allowed(noCrm.viewer, 'userSettings.automation')).toBe(false);
    expect(allowed(ROLES.agent.viewer, 'userSettings.automation')).toBe(true);
    expect(allowed(ROLES.manager.viewer, 'userSettings.automation')).toBe(true);
    expect(allowed(ROLES.admin.viewer, 'userSettings.automation')).toBe(false);
  });

  it('only a self-provisioned agent cancels or downloads, and read-only mode hides the cancel', () => {
    expect(allowed(subscriber, 'userSettings.cancelSubscription')).toBe(true);
    expect(allowed(subscriber, 'userSettings.usersCsv')).toBe(true);
    for (const role of ['agent', 'admin', 'manager', 'readOnly'] as const)
      expect(allowed(ROLES[role].viewer, 'userSettings.cancelSubscription'), role).toBe(false);
    const ro = signIn(
      'key-unit-sub-ro',
      signInUser({ id: 12, type: 'agent', agent_data: { self_provisioned: true, subscription_status: 'active' } }),
      appData(),
      { readOnly: true },
    );
    expect(allowed(ro.viewer, 'userSettings.cancelSubscription')).toBe(false);
    expect(allowed(ro.viewer, 'userSettings.crmEmail')).toBe(false);
    expect(allowed(ro.viewer, 'userSettings.usersCsv')).toBe(true);
  });
});
