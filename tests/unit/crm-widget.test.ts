import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '@/lib/access';
import { parseConfig, resetConfigForTests } from '@/server/config';
import { crmWidgetFor } from '@/server/integrations';
import { contentSecurityPolicy } from '@/server/request/security-headers';
import { viewerOf } from '@/server/viewer';
import { ROLES } from '@/tests/support/roles';

const BASE_ENV = { UPSTREAM_API_URL: 'https://api.example', SESSION_SECRETS: 'x'.repeat(32) };
const admin = (toggles: Record<string, boolean> = {}, over: Partial<Viewer> = {}): Viewer => ({
  ...viewerOf(ROLES.admin.session, { ...ROLES.admin.app, toggles }),
  ...over,
});
const csp = (moduleOrigins: string[]) =>
  contentSecurityPolicy({
    nonce: 'n',
    embedded: false,
    fubOrigin: 'https://fub.test',
    upstreamOrigin: 'http://up.test',
    production: false,
    development: false,
    moduleOrigins,
  });

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});
function configure(env: Record<string, string>) {
  process.env = { ...saved, ...BASE_ENV, DEMO_MODE: '', ...env };
  resetConfigForTests();
}

describe('the CRM widget', () => {
  it('CRM_WIDGET_URL: https only (http on localhost), its origin kept; the demo uses its stand-in', () => {
    expect(parseConfig({ ...BASE_ENV, CRM_WIDGET_URL: 'https://w.crm.example/v1/w.mjs' }).crmWidget).toEqual({
      url: 'https://w.crm.example/v1/w.mjs',
      origin: 'https://w.crm.example',
      stacks: [],
    });
    expect(() => parseConfig({ ...BASE_ENV, CRM_WIDGET_URL: 'http://w.crm.example/w.mjs' })).toThrow(/CRM_WIDGET_URL/);
    expect(parseConfig({ ...BASE_ENV }).crmWidget).toBeNull();
    expect(parseConfig({ DEMO_MODE: '1', DEMO_API_PORT: '4010' }).crmWidget).toMatchObject({
      url: 'http://127.0.0.1:4010/widget/crm.mjs',
      stacks: ['acme'],
    });
  });

  it("the module's origin joins script-src and connect-src only where the page asks for it", () => {
    expect(csp(['https://w.crm.example'])).toMatch(/script-src [^;]*https:\/\/w\.crm\.example/);
    expect(csp(['https://w.crm.example'])).toMatch(/connect-src [^;]*https:\/\/w\.crm\.example/);
    expect(csp([])).not.toContain('w.crm.example');
  });

  it('shown to admins of an app in the rollout (rolloutEnabled or a configured stack) with a configured module', () => {
    configure({ CRM_WIDGET_URL: 'https://w.crm.example/w.mjs', CRM_WIDGET_STACKS: 'bay' });
    expect(crmWidgetFor(admin())).toBeNull();
    expect(crmWidgetFor(admin({ rolloutEnabled: true }))).toEqual({ url: 'https://w.crm.example/w.mjs' });
    expect(crmWidgetFor(admin({}, { stackId: 'bay' }))).toEqual({ url: 'https://w.crm.example/w.mjs' });
    expect(crmWidgetFor(admin({ rolloutEnabled: true }, { role: 'agent', realType: 'agent' }))).toBeNull();
    configure({ CRM_WIDGET_STACKS: 'acme' });
    expect(crmWidgetFor(admin({ rolloutEnabled: true }))).toBeNull();
  });
});
