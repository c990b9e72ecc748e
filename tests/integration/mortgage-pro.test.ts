import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/lib/access';
import {
  allowedLevel,
  deleteMortgagePro,
  deleteMortgageProPhoto,
  getAllowAgents,
  getMortgagePro,
  listMproAgents,
  saveMortgagePro,
  searchAgents,
  setAllowAgents,
  setMortgageProPhoto,
} from '@/server/mortgage-pro';
import type { Session } from '@/server/session';
import { upstreamAs, upstreamFailure, withNockedUpstream } from './support/upstream';

function sessionOf(type: 'admin' | 'agent', id: number, key: string): Session {
  return {
    v: 1,
    apiKey: key,
    stackId: 'acme',
    managerMode: type !== 'agent',
    readOnly: false,
    embedded: false,
    user: {
      id,
      type,
      subType: null,
      name: 'N',
      email: 'n@acme.test',
      officeId: null,
      payments: false,
      paymentsLink: null,
      agentPaymentsLink: null,
      selfProvisioned: false,
      subscriptionStatus: null,
      subscriptionCancelAt: null,
    },
  };
}
const admin = sessionOf('admin', 1, 'admin-key');
const agent = sessionOf('agent', 77, 'agent-key');

const viewerOf = (role: Viewer['role'], toggles: Record<string, boolean> = { officesEnabled: true }): Viewer => ({
  role,
  realType: role,
  subType: null,
  managerMode: role !== 'agent',
  readOnly: false,
  embedded: false,
  stackId: 'acme',
  template: 'default',
  toggles,
  mproAgent: role === 'agent',
  payments: false,
  showingsStack: false,
  selfProvisioned: false,
  subscriptionStatus: null,
});

const upstreamMpro = {
  display_name: 'Pat Lender',
  email: 'pat@lend.test',
  phone: null,
  web: 'https://lend.test',
  company: 'Lend Co',
  license: { licenseNumber: 'NMLS 1234' },
  photo: null,
};
const form = {
  displayName: 'Pat Lender',
  email: 'pat@lend.test',
  phone: '',
  web: 'https://lend.test',
  company: 'Lend Co',
  licenseNumber: 'NMLS 1234',
};

const asAdmin = () => upstreamAs({ apiKey: 'admin-key', mode: 'manager' });
const asAgent = () => upstreamAs({ apiKey: 'agent-key', mode: 'agent' });

withNockedUpstream();

describe('reading a level', () => {
  it('asks the app level with no id, an office with office_id, an agent with agent_id', async () => {
    const scope = asAdmin()
      .get('/user/mpro')
      .query({})
      .reply(200, { mpro: upstreamMpro })
      .get('/user/mpro')
      .query({ office_id: '3' })
      .reply(200, { mpro: null })
      .get('/user/mpro')
      .query({ agent_id: '9' })
      .reply(200, { mpro: { ...upstreamMpro, photo: 'http://upstream.test/p.png' } });
    expect(await getMortgagePro(admin, { kind: 'app' })).toEqual({
      displayName: 'Pat Lender',
      email: 'pat@lend.test',
      phone: '',
      web: 'https://lend.test',
      company: 'Lend Co',
      licenseNumber: 'NMLS 1234',
      photo: null,
    });
    expect(await getMortgagePro(admin, { kind: 'office', officeId: 3 })).toBeNull();
    expect((await getMortgagePro(admin, { kind: 'agent', agentId: 9 }))?.photo).toBe('http://upstream.test/p.png');
    expect(scope.isDone()).toBe(true);
  });
});

describe('saving and deleting', () => {
  it('saves the fields with the level id, empty texts as null', async () => {
    const scope = asAdmin()
      .post('/user/mpro', {
        office_id: 3,
        display_name: 'Pat Lender',
        email: 'pat@lend.test',
        phone: null,
        web: 'https://lend.test',
        company: 'Lend Co',
        license: { licenseNumber: 'NMLS 1234' },
      })
      .reply(200, { mpro: upstreamMpro });
    expect((await saveMortgagePro(admin, { kind: 'office', officeId: 3 }, form))?.displayName).toBe('Pat Lender');
    expect(scope.isDone()).toBe(true);
  });

  it('deletes with the delete flag and no fields', async () => {
    const scope = asAdmin().post('/user/mpro', { agent_id: 9, delete: true }).reply(200, { mpro: null });
    await deleteMortgagePro(admin, { kind: 'agent', agentId: 9 });
    expect(scope.isDone()).toBe(true);
  });

  it("passes the upstream's message through, and no answer is 'Unable to reach server.'", async () => {
    asAdmin().post('/user/mpro').reply(403, { message: 'Agents may only edit their own Mortgage Pro.' });
    await expect(saveMortgagePro(admin, { kind: 'app' }, form)).rejects.toThrow('Agents may only edit their own Mortgage Pro.');
    asAdmin().post('/user/mpro').replyWithError({ code: 'ECONNREFUSED' });
    expect((await upstreamFailure(saveMortgagePro(admin, { kind: 'app' }, form))).message).toBe('Unable to reach server.');
  });
});

describe('photo', () => {
  it('uploads with kind and target_id as multipart; the app level has no target', async () => {
    const bodies: string[] = [];
    asAdmin()
      .post('/user/mpro/avatar', (b: string) => (bodies.push(b), true))
      .times(2)
      .reply(200, { photo: 'http://upstream.test/m.png' });
    const file = new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await setMortgageProPhoto(admin, { kind: 'office', officeId: 3 }, file)).toEqual({ photo: 'http://upstream.test/m.png' });
    await setMortgageProPhoto(admin, { kind: 'app' }, file);
    expect(bodies[0]).toMatch(/name="kind"\r\n\r\noffice\r\n/);
    expect(bodies[0]).toMatch(/name="target_id"\r\n\r\n3\r\n/);
    expect(bodies[0]).toContain('name="file"; filename="photo.jpg"');
    expect(bodies[1]).toMatch(/name="kind"\r\n\r\napp\r\n/);
    expect(bodies[1]).not.toContain('target_id');
  });

  it('deletes with delete=1 and no file', async () => {
    let body = '';
    asAgent()
      .post('/user/mpro/avatar', (b: string) => ((body = b), true))
      .reply(200, { photo: null });
    expect(await deleteMortgageProPhoto(agent, { kind: 'agent', agentId: 77 })).toEqual({ photo: null });
    expect(body).toMatch(/name="delete"\r\n\r\n1\r\n/);
    expect(body).toMatch(/name="target_id"\r\n\r\n77\r\n/);
    expect(body).not.toContain('name="file"');
  });
});

describe('agents and the admin setting', () => {
  it('searches agents by q, 20 a page, and reshapes them', async () => {
    const scope = asAdmin()
      .get('/agents')
      .query({ q: 'av', limit: '20', offset: '20' })
      .reply(200, {
        agents: [
          {
            id: 5,
            display_name: 'Avery Agent',
            email: 'avery@acme.test',
            phone: null,
            photo: null,
            total_users: 3,
            active: 1,
            priority: 0,
            office: null,
            login_count: 4,
          },
        ],
        total: 21,
        from: 21,
        to: 21,
      });
    expect(await searchAgents(admin, 'av', 20)).toEqual({
      agents: [{ id: 5, name: 'Avery Agent', email: 'avery@acme.test', photo: null }],
      total: 21,
      offset: 20,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('lists the agents that have their own Mortgage Pro', async () => {
    asAdmin()
      .get('/user/mpro_agents')
      .reply(200, { agents: [{ id: 5, name: 'Avery Agent', email: 'avery@acme.test', mpro_name: 'Pat Lender' }] });
    expect(await listMproAgents(admin)).toEqual([{ id: 5, name: 'Avery Agent', email: 'avery@acme.test', mproName: 'Pat Lender' }]);
  });

  it("reads and switches 'Allow agents to set their own Mortgage Pro'", async () => {
    asAdmin().get('/user/mpro_agent').reply(200, { enabled: false });
    const scope = asAdmin().post('/user/mpro_agent', { enabled: true }).reply(200, { enabled: true });
    expect(await getAllowAgents(admin)).toBe(false);
    expect(await setAllowAgents(admin, true)).toBe(true);
    expect(scope.isDone()).toBe(true);
  });
});

describe('allowedLevel', () => {
  it('an agent always gets their own agent level, whatever they ask', () => {
    expect(allowedLevel(viewerOf('agent'), agent, { kind: 'app' })).toEqual({ kind: 'agent', agentId: 77 });
    expect(allowedLevel(viewerOf('agent'), agent, { kind: 'agent', agentId: 5 })).toEqual({ kind: 'agent', agentId: 77 });
  });

  it('an admin gets the level asked for; an office only while offices are on; an incomplete level is refused', () => {
    expect(allowedLevel(viewerOf('admin'), admin, { kind: 'office', officeId: 3 })).toEqual({ kind: 'office', officeId: 3 });
    expect(() => allowedLevel(viewerOf('admin', {}), admin, { kind: 'office', officeId: 3 })).toThrow(
      expect.objectContaining({ status: 400, message: 'Offices are not enabled for this app.' }),
    );
    expect(() => allowedLevel(viewerOf('admin'), admin, null)).toThrow(
      expect.objectContaining({ status: 400, message: 'Choose an office or an agent first.' }),
    );
  });
});
