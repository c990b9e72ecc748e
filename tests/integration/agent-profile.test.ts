import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/lib/access';
import {
  assertAccountAction,
  deleteAgent,
  deleteAgentPhoto,
  getAgentProfile,
  pinAgent,
  resendAgentEmail,
  saveAgentProfile,
  setAgentPassword,
  setAgentPhoto,
} from '@/server/agent-profile';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { upstreamAs, upstreamFailure, withNockedUpstream } from './support/upstream';

const KEY = 'admin-key-123';

const session: Session = {
  v: 1,
  apiKey: KEY,
  stackId: 'acme',
  user: {
    id: 1,
    type: 'admin',
    subType: null,
    name: 'Alex Admin',
    email: 'admin@acme.test',
    officeId: null,
    payments: true,
    paymentsLink: null,
    agentPaymentsLink: null,
    selfProvisioned: false,
    subscriptionStatus: null,
    subscriptionCancelAt: null,
  },
  managerMode: true,
  readOnly: false,
  embedded: false,
};

const viewer: Viewer = {
  role: 'admin',
  realType: 'admin',
  subType: null,
  managerMode: true,
  readOnly: false,
  embedded: false,
  stackId: 'acme',
  template: 'default',
  toggles: {},
  mproAgent: false,
  payments: true,
  showingsStack: false,
  selfProvisioned: false,
  subscriptionStatus: null,
};

const upstreamAgent = {
  id: 42,
  display_name: 'Avery Agent',
  email: 'avery@acme.test',
  office: 5,
  office_name: 'San Francisco Office',
  crm_email: null,
  phone: '415-555-0101',
  web: null,
  bio: 'Helps buyers.',
  license: { licenseDisplay: 'DRE', licenseNumber: '0123', licensePrefix: null },
  active: 1,
  brokerage_name: 'Acme Realty',
  photo: 'http://upstream.test/a.png',
  priority: 3,
  self_provisioned: false,
  subscription_status: null,
  subscription_cancel_at: null,
};

const form = {
  displayName: 'Avery A. Agent',
  email: 'avery@acme.test',
  officeId: 6,
  phone: '',
  web: 'https://avery.test',
  bio: 'New bio',
  licenseDisplay: 'DRE',
  licenseNumber: '0123',
  licensePrefix: '',
  active: false,
  brokerageName: 'Acme Realty',
};

const api = () => upstreamAs({ apiKey: KEY, mode: 'manager' });

withNockedUpstream();

describe('getAgentProfile', () => {
  it('reads the profile with the key and mode, and reshapes it', async () => {
    const scope = api().get('/user/profile/42').reply(200, upstreamAgent);
    expect(await getAgentProfile(session, 42)).toEqual({
      id: 42,
      displayName: 'Avery Agent',
      email: 'avery@acme.test',
      officeId: 5,
      officeName: 'San Francisco Office',
      crmEmail: '',
      phone: '415-555-0101',
      web: '',
      bio: 'Helps buyers.',
      license: { display: 'DRE', number: '0123', prefix: '' },
      active: true,
      brokerageName: 'Acme Realty',
      photo: 'http://upstream.test/a.png',
      pinned: true,
      selfProvisioned: false,
      canceled: null,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('a canceled self-provisioned agent carries the deactivation date', async () => {
    api()
      .get('/user/profile/42')
      .reply(200, { ...upstreamAgent, self_provisioned: true, subscription_status: 'canceled', subscription_cancel_at: 1800000000 });
    expect((await getAgentProfile(session, 42))?.canceled).toEqual({ deactivatesAt: 1800000000 });
  });

  it('an unknown (404) or hidden (403) agent is null; other failures throw', async () => {
    api().get('/user/profile/404').reply(404, { message: 'Agent not found' });
    api().get('/user/profile/403').reply(403, { message: 'Not your office' });
    api().get('/user/profile/500').reply(500, { message: 'boom' });
    expect(await getAgentProfile(session, 404)).toBeNull();
    expect(await getAgentProfile(session, 403)).toBeNull();
    expect((await upstreamFailure(getAgentProfile(session, 500))).status).toBe(500);
  });
});

describe('saveAgentProfile', () => {
  it('sends the upstream payload: empty texts as null, active as 0/1, the office id', async () => {
    const scope = api()
      .post('/user/profile/42', {
        display_name: 'Avery A. Agent',
        email: 'avery@acme.test',
        office: 6,
        phone: null,
        web: 'https://avery.test',
        bio: 'New bio',
        license: { licenseDisplay: 'DRE', licenseNumber: '0123', licensePrefix: null },
        active: 0,
        brokerage_name: 'Acme Realty',
      })
      .reply(200, { ...upstreamAgent, display_name: 'Avery A. Agent', active: 0 });
    const saved = await saveAgentProfile(session, 42, form);
    expect(saved.displayName).toBe('Avery A. Agent');
    expect(saved.active).toBe(false);
    expect(scope.isDone()).toBe(true);
  });

  it('leaves out the fields the screen did not send (office, CRM email, active)', async () => {
    let body: Record<string, unknown> = {};
    api()
      .post('/user/profile/42', (b: Record<string, unknown>) => ((body = b), true))
      .reply(200, upstreamAgent);
    await saveAgentProfile(session, 42, { ...form, officeId: undefined, active: undefined });
    expect(Object.keys(body)).not.toContain('office');
    expect(Object.keys(body)).not.toContain('active');
    expect(Object.keys(body)).not.toContain('crm_email');
  });

  it("any upstream failure reads 'Error saving profile', keeping its status", async () => {
    api().post('/user/profile/42').reply(422, { message: 'Email already in use' });
    const err = await upstreamFailure(saveAgentProfile(session, 42, form));
    expect(err.message).toBe('Error saving profile');
    expect(err.status).toBe(422);
  });

  it("no answer stays 'Unable to reach server.'; an expired key stays a sign-out", async () => {
    api().post('/user/profile/42').replyWithError({ code: 'ECONNRESET' });
    expect((await upstreamFailure(saveAgentProfile(session, 42, form))).message).toBe('Unable to reach server.');
    api().post('/user/profile/42').reply(401, { message: 'Invalid API key' });
    expect((await upstreamFailure(saveAgentProfile(session, 42, form))).sessionExpired).toBe(true);
  });
});

describe('pin, password, resend, delete', () => {
  it('pins and unpins with agent_id and type, reading the new priority', async () => {
    api().post('/agent_pin', { agent_id: 42, type: 'pin' }).reply(200, { ok: true, priority: 1 });
    api().post('/agent_pin', { agent_id: 42, type: 'unpin' }).reply(200, { ok: true, priority: 0 });
    expect(await pinAgent(session, 42, true)).toEqual({ pinned: true });
    expect(await pinAgent(session, 42, false)).toEqual({ pinned: false });
    api().post('/agent_pin').reply(500, { message: 'nope' });
    expect((await upstreamFailure(pinAgent(session, 42, true))).message).toBe('Error pinning agent');
  });

  it("sets a password as agent_password; failure 'Error saving password'", async () => {
    const scope = api().post('/user/password/42', { agent_password: 'secret99' }).reply(200, { ok: true });
    await setAgentPassword(session, 42, 'secret99');
    expect(scope.isDone()).toBe(true);
    api().post('/user/password/42').reply(400, { message: 'Too weak' });
    expect((await upstreamFailure(setAgentPassword(session, 42, 'secret99'))).message).toBe('Error saving password');
  });

  it("resends the creation email; failure 'Error sending email'", async () => {
    const scope = api().post('/resend_agent_email/42').reply(200, { ok: true });
    await resendAgentEmail(session, 42);
    expect(scope.isDone()).toBe(true);
    api().post('/resend_agent_email/42').reply(500, {});
    expect((await upstreamFailure(resendAgentEmail(session, 42))).message).toBe('Error sending email');
  });

  it("deletes by id; failure 'An error occurred'", async () => {
    const scope = api().post('/delete_agent', { id: 42 }).reply(200, { ok: true });
    await deleteAgent(session, 42);
    expect(scope.isDone()).toBe(true);
    api().post('/delete_agent').reply(409, { message: 'Agent has open deals' });
    expect((await upstreamFailure(deleteAgent(session, 42))).message).toBe('An error occurred');
  });
});

describe('agent photo', () => {
  it('forwards the file to the avatar call as multipart', async () => {
    let body = '';
    const scope = api()
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .post('/avatar/42', (b: string) => ((body = b), true))
      .reply(200, { photo: 'http://upstream.test/new.png' });
    // Text bytes keep nock's recorded body readable; the service does not look inside the file.
    const file = new File(['the image bytes'], 'photo.png', { type: 'image/png' });
    expect(await setAgentPhoto(session, 42, file)).toEqual({ photo: 'http://upstream.test/new.png' });
    expect(scope.isDone()).toBe(true);
    expect(body).toContain('name="file"; filename="photo.png"');
    expect(body).toContain('Content-Type: image/png');
    expect(body).toContain('the image bytes');
  });

  it("deletes with delete=1; failure 'An error occurred'", async () => {
    let body = '';
    api()
      .post('/avatar/42', (b: string) => ((body = b), true))
      .reply(200, { photo: null });
    expect(await deleteAgentPhoto(session, 42)).toEqual({ photo: null });
    expect(body).toMatch(/name="delete"\r\n\r\n1\r\n/);
    api().post('/avatar/42').reply(413, { message: 'Too big' });
    expect((await upstreamFailure(deleteAgentPhoto(session, 42))).message).toBe('An error occurred');
  });
});

describe('assertAccountAction (delete, password, resend)', () => {
  it('allows an admin on an ordinary agent', async () => {
    api().get('/user/profile/42').reply(200, upstreamAgent);
    await expect(assertAccountAction(session, viewer, 42, 'x')).resolves.toMatchObject({ id: 42 });
  });

  it('refuses for a self-provisioned agent, on the hiding template and for a manager', async () => {
    api()
      .get('/user/profile/42')
      .times(3)
      .reply(200, { ...upstreamAgent, self_provisioned: true });
    await expect(assertAccountAction(session, viewer, 42, 'x')).rejects.toMatchObject({ status: 403 });
    api()
      .get('/user/profile/43')
      .times(2)
      .reply(200, { ...upstreamAgent, id: 43 });
    await expect(assertAccountAction(session, { ...viewer, template: 'premier' }, 43, 'x')).rejects.toMatchObject({ status: 403 });
    await expect(assertAccountAction(session, { ...viewer, role: 'manager' }, 43, 'x')).rejects.toMatchObject({ status: 403 });
  });

  it('an unknown agent is a 404; a failed look-up reads as the action failure', async () => {
    api().get('/user/profile/9').reply(404, { message: 'Agent not found' });
    const missing: unknown = await assertAccountAction(session, viewer, 9, 'x').catch((err: unknown) => err);
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404, message: 'Agent not found.' });
    api().get('/user/profile/9').reply(500, { message: 'db down' });
    expect((await upstreamFailure(assertAccountAction(session, viewer, 9, 'Error sending email'))).message).toBe('Error sending email');
  });
});
