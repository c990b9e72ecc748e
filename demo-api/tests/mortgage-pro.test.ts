import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, mortgagePro } from '@/server/upstream/contract';
import { ADMIN, AGENT, AGENT_ADMIN, BAY_ADMIN, MANAGER, PNG_BYTES, startTestApi, type TestApi } from './helpers';

type Mpro = {
  mpro: { display_name: string; email: string; company: string | null; license: { licenseNumber: string }; photo: string | null } | null;
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const AGENT_ID = 3;
const fields = { display_name: 'Lena Park', email: 'lena@loans.test', company: 'Park Loans', license: { licenseNumber: 'NMLS 77' } };
const officeId = (name: string) => (t.db().prepare('SELECT id FROM offices WHERE name = ?').get(name) as { id: number }).id;
const agentAdminId = () => (t.db().prepare("SELECT id FROM users WHERE email = 'agentadmin@acme.test'").get() as { id: number }).id;

describe('Mortgage Pro levels', () => {
  it('an admin reads and writes the app, office and agent levels', async () => {
    expect((await t.call<Mpro>(mortgagePro.getMpro, {}, { as: ADMIN })).body.mpro?.company).toBe('Golden Gate Home Loans');
    expect(
      (await t.call<Mpro>(mortgagePro.getMpro, { office_id: officeId('Bay Area Region') }, { as: ADMIN })).body.mpro?.display_name,
    ).toBe('Diego Torres');
    expect((await t.call<Mpro>(mortgagePro.getMpro, { office_id: officeId('Fresno Office') }, { as: ADMIN })).body).toEqual({ mpro: null });

    const saved = await t.call<Mpro>(mortgagePro.saveMpro, { office_id: officeId('Fresno Office'), ...fields }, { as: ADMIN });
    expect(saved.body.mpro).toMatchObject({ display_name: 'Lena Park', company: 'Park Loans', license: { licenseNumber: 'NMLS 77' } });
    expect((await t.call<Mpro>(mortgagePro.getMpro, { office_id: officeId('Fresno Office') }, { as: ADMIN })).body.mpro?.email).toBe(
      'lena@loans.test',
    );
    expect((await t.call<Mpro>(mortgagePro.saveMpro, { office_id: officeId('Fresno Office'), delete: true }, { as: ADMIN })).body).toEqual({
      mpro: null,
    });
    expect((await t.call<Mpro>(mortgagePro.getMpro, { office_id: officeId('Fresno Office') }, { as: ADMIN })).body).toEqual({ mpro: null });
  });

  it('validates: both ids, unknown office, missing fields', async () => {
    expect((await t.call(mortgagePro.getMpro, { office_id: 1, agent_id: 3 }, { as: ADMIN })).body).toEqual({
      message: 'Send office_id or agent_id, not both.',
    });
    expect((await t.call(mortgagePro.getMpro, { office_id: 999 }, { as: ADMIN })).status).toBe(404);
    const missing = await t.call<{ message: string }>(
      mortgagePro.saveMpro,
      { email: 'x@y.test', license: { licenseNumber: '1' } },
      { as: ADMIN },
    );
    expect(missing).toMatchObject({ status: 400, body: { message: 'Missing required field "display_name".' } });
    const company = await t.call<{ message: string }>(mortgagePro.saveMpro, { ...fields, company: 'x'.repeat(201) }, { as: ADMIN });
    expect(company.body.message).toMatch(/"company"/);
  });

  it('mpro_agents lists agents that have their own', async () => {
    const res = await t.call<{ agents: { id: number; mpro_name: string }[] }>(mortgagePro.mproAgents, {}, { as: ADMIN });
    expect(res.body.agents).toHaveLength(3);
    expect(res.body.agents).toContainEqual(expect.objectContaining({ id: AGENT_ID, mpro_name: 'Hannah Kim' }));
    expect((await t.call(mortgagePro.mproAgents, {}, { as: AGENT, mode: 'agent' })).status).toBe(403);
  });
});

describe('an agent and their own Mortgage Pro', () => {
  it('a flagged agent reads and writes only their own', async () => {
    expect((await t.call<Mpro>(mortgagePro.getMpro, {}, { as: AGENT, mode: 'agent' })).body.mpro?.display_name).toBe('Hannah Kim');
    const saved = await t.call<Mpro>(mortgagePro.saveMpro, { ...fields, display_name: 'Hannah K.' }, { as: AGENT, mode: 'agent' });
    expect(saved.body.mpro?.display_name).toBe('Hannah K.');
    expect((await t.call<Mpro>(mortgagePro.getMpro, { agent_id: AGENT_ID }, { as: ADMIN })).body.mpro?.display_name).toBe('Hannah K.');
    expect((await t.call(mortgagePro.getMpro, { agent_id: agentAdminId() }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    expect((await t.call(mortgagePro.getMpro, { office_id: 1 }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    expect((await t.call(mortgagePro.saveMproAgentSetting, { enabled: true }, { as: AGENT, mode: 'agent' })).status).toBe(403);
  });

  it("an unflagged agent needs the app setting 'allow agents'", async () => {
    const refused = await t.call(mortgagePro.getMpro, {}, { as: AGENT_ADMIN, mode: 'agent' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Mortgage Pro is not enabled for your account.' } });
    expect((await t.call(mortgagePro.saveMproAgentSetting, { enabled: true }, { as: ADMIN })).body).toEqual({ enabled: true });
    expect((await t.call(mortgagePro.getMproAgentSetting, {}, { as: AGENT_ADMIN, mode: 'agent' })).body).toEqual({ enabled: true });
    expect(
      (await t.call<{ mpro_agent: boolean }>(app.getApp, { stackId: 'acme' }, { as: AGENT_ADMIN, mode: 'agent' })).body.mpro_agent,
    ).toBe(true);
    expect((await t.call<Mpro>(mortgagePro.getMpro, {}, { as: AGENT_ADMIN, mode: 'agent' })).body).toEqual({ mpro: null });
    expect((await t.call<Mpro>(mortgagePro.saveMpro, fields, { as: AGENT_ADMIN, mode: 'agent' })).body.mpro?.display_name).toBe(
      'Lena Park',
    );
    await t.call(mortgagePro.saveMproAgentSetting, { enabled: false }, { as: ADMIN });
    expect((await t.call(mortgagePro.getMpro, {}, { as: AGENT_ADMIN, mode: 'agent' })).status).toBe(403);
  });

  it('managers do not manage Mortgage Pros; saving needs mortgageProEditingEnabled', async () => {
    expect((await t.call(mortgagePro.getMpro, {}, { as: MANAGER })).status).toBe(403);
    await t.json('POST', '/__demo/apps/acme', { toggles: { mortgageProEditingEnabled: false } });
    expect((await t.call(mortgagePro.saveMpro, fields, { as: ADMIN })).body).toEqual({
      message: 'Mortgage Pro editing is not enabled for this app.',
    });
    await t.json('POST', '/__demo/apps/acme', { toggles: { mortgageProEditingEnabled: true } });
    expect((await t.call<Mpro>(mortgagePro.getMpro, {}, { as: BAY_ADMIN })).body.mpro?.display_name).toBe('Grace Wong');
  });
});

describe('Mortgage Pro photo', () => {
  it('uploads and deletes the photo of a level that exists', async () => {
    const up = await t.call<{ photo: string }>(
      mortgagePro.mproAvatar,
      { kind: 'office', target_id: officeId('Bay Area Region') },
      { as: ADMIN, files: { file: { name: 'p.png', bytes: PNG_BYTES } } },
    );
    expect(up.body.photo).toMatch(/\/media\/uploads\/mpro-\d+-[0-9a-f]+\.png$/);
    expect((await fetch(up.body.photo)).status).toBe(200);
    expect((await t.call<Mpro>(mortgagePro.getMpro, { office_id: officeId('Bay Area Region') }, { as: ADMIN })).body.mpro?.photo).toBe(
      up.body.photo,
    );
    expect(
      (await t.call(mortgagePro.mproAvatar, { kind: 'office', target_id: officeId('Bay Area Region'), delete: '1' }, { as: ADMIN })).body,
    ).toEqual({ photo: null });
    expect((await fetch(up.body.photo)).status).toBe(404);
    const none = await t.call(
      mortgagePro.mproAvatar,
      { kind: 'office', target_id: officeId('Fresno Office') },
      { as: ADMIN, files: { file: { name: 'p.png', bytes: PNG_BYTES } } },
    );
    expect(none).toMatchObject({ status: 404, body: { message: 'No Mortgage Pro at this level: save it first.' } });
    const text = await t.call(
      mortgagePro.mproAvatar,
      { kind: 'app' },
      { as: ADMIN, files: { file: { name: 'p.png', bytes: 'not an image' } } },
    );
    expect(text).toMatchObject({ status: 400, body: { message: 'Only JPEG or PNG images are allowed.' } });
    expect(
      (
        await t.call(
          mortgagePro.mproAvatar,
          { kind: 'app' },
          { as: AGENT, mode: 'agent', files: { file: { name: 'p.png', bytes: PNG_BYTES } } },
        )
      ).status,
    ).toBe(403);
  });
});
