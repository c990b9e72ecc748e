import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@/server/upstream/contract';
import { ADMIN, AGENT, CANCELED, JPEG_BYTES, MANAGER, PNG_BYTES, startTestApi, type TestApi } from './helpers';

type Agent = {
  id: number;
  display_name: string;
  email: string;
  office: number | null;
  office_name: string | null;
  bio: string | null;
  active: number;
  photo: string | null;
  license: Record<string, string | null>;
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const AGENT_ID = 3; // agent@acme.test
const idOf = (email: string) => (t.db().prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const fresno = () =>
  (
    t
      .db()
      .prepare("SELECT u.id FROM users u JOIN offices o ON o.id = u.office_id WHERE o.name = 'Fresno Office' AND u.kind = 'agent' LIMIT 1")
      .get() as { id: number }
  ).id;

describe('agent profile', () => {
  it('an agent reads their own profile, not another', async () => {
    const own = await t.call<Agent>(agents.getProfile, { id: AGENT_ID }, { as: AGENT, mode: 'agent' });
    expect(own.body).toMatchObject({ id: AGENT_ID, email: 'agent@acme.test', office_name: 'San Francisco Office' });
    const other = await t.call(agents.getProfile, { id: fresno() }, { as: AGENT, mode: 'agent' });
    expect(other.status).toBe(403);
    expect((await t.call(agents.getProfile, { id: 999999 }, { as: ADMIN })).status).toBe(404);
  });

  it('saves fields (persisted), keeps what is not sent, refuses a taken email', async () => {
    const res = await t.call<Agent>(
      agents.saveProfile,
      {
        id: AGENT_ID,
        display_name: 'Avery A. Agent',
        email: 'agent@acme.test',
        bio: 'Hello there',
        license: { licenseNumber: '01234567' },
      },
      { as: AGENT, mode: 'agent' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: 'Avery A. Agent',
      bio: 'Hello there',
      office_name: 'San Francisco Office',
      license: { licenseNumber: '01234567', licensePrefix: 'DRE' },
    });
    expect((await t.fetch(`/__demo/agents/${AGENT_ID}`)).body).toMatchObject({
      display_name: 'Avery A. Agent',
      bio: 'Hello there',
      license_number: '01234567',
    });
    const taken = await t.call(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'X', email: 'ADMIN@acme.test' },
      { as: AGENT, mode: 'agent' },
    );
    expect(taken).toMatchObject({ status: 409, body: { message: 'An account with this email already exists.' } });
    const long = await t.call(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'X', email: 'agent@acme.test', bio: 'x'.repeat(2001) },
      { as: AGENT, mode: 'agent' },
    );
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toMatch(/"bio"/);
  });

  it('the own profile: the MLS e-mail and social links are seeded, saved (null clears one), kept when not sent, at most 255', async () => {
    const before = (await t.call<Record<string, string | null>>(agents.getProfile, { id: AGENT_ID }, { as: AGENT, mode: 'agent' })).body;
    expect(before).toMatchObject({
      mls_email: 'agent@mls.acme.test',
      social_instagram: 'https://instagram.com/agent.homes',
      social_youtube: null,
    });
    const res = await t.call<Record<string, string | null>>(
      agents.saveProfile,
      {
        id: AGENT_ID,
        display_name: 'Avery Agent',
        email: 'agent@acme.test',
        social_youtube: 'https://youtube.com/@avery',
        social_instagram: null,
      },
      { as: AGENT, mode: 'agent' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      social_youtube: 'https://youtube.com/@avery',
      social_instagram: null,
      mls_email: 'agent@mls.acme.test',
      social_linkedin: before.social_linkedin,
    });
    const long = await t.call(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'X', email: 'agent@acme.test', social_tiktok: 'x'.repeat(256) },
      { as: AGENT, mode: 'agent' },
    );
    expect(long.status).toBe(400);
  });

  it('an agent cannot change their own office or active flag; an admin can', async () => {
    const office = await t.call(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'Avery Agent', email: 'agent@acme.test', office: 1 },
      { as: AGENT, mode: 'agent' },
    );
    expect(office.status).toBe(403);
    const admin = await t.call<Agent>(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'Avery Agent', email: 'agent@acme.test', active: 0 },
      { as: ADMIN },
    );
    expect(admin.body.active).toBe(0);
    const back = await t.call<Agent>(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'Avery Agent', email: 'agent@acme.test', active: 1 },
      { as: ADMIN },
    );
    expect(back.body.active).toBe(1);
  });

  it('active cannot change for a self-provisioned agent', async () => {
    const res = await t.call(
      agents.saveProfile,
      { id: idOf('canceled@acme.test'), display_name: 'Casey', email: 'canceled@acme.test', active: 0 },
      { as: ADMIN },
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'active cannot change for a self-provisioned agent.' } });
  });

  it('a manager edits agents of their offices only, and not into other offices', async () => {
    const own = await t.call<Agent>(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'Avery Agent', email: 'agent@acme.test', phone: '(415) 555-9999' },
      { as: MANAGER },
    );
    expect(own.body).toMatchObject({ id: AGENT_ID });
    expect((await t.call(agents.saveProfile, { id: fresno(), display_name: 'X', email: 'x@acme.test' }, { as: MANAGER })).status).toBe(403);
    const move = await t.call(
      agents.saveProfile,
      { id: AGENT_ID, display_name: 'Avery Agent', email: 'agent@acme.test', office: 1 },
      { as: MANAGER },
    );
    expect(move.status).toBe(403);
  });
});

describe('agent password', () => {
  it('an admin sets an agent password; the agent signs in with it', async () => {
    const target = fresno();
    const email = (t.db().prepare('SELECT email FROM users WHERE id = ?').get(target) as { email: string }).email;
    expect((await t.call(agents.agentPassword, { id: target, agent_password: 'brandnew' }, { as: ADMIN })).body).toMatchObject({
      ok: true,
    });
    expect((await t.json('POST', '/login', { email, password: 'brandnew' })).status).toBe(200);
    expect((await t.json('POST', '/login', { email, password: 'demo1234' })).status).toBe(401);
    expect((await t.call(agents.agentPassword, { id: AGENT_ID, agent_password: 'brandnew' }, { as: MANAGER })).status).toBe(403);
    expect((await t.call(agents.agentPassword, { id: target, agent_password: 'short' }, { as: ADMIN })).status).toBe(400);
  });

  it('an agent sets their own password, not someone else’s', async () => {
    expect(
      (await t.call(agents.agentPassword, { id: idOf('canceled@acme.test'), agent_password: 'mine123' }, { as: CANCELED, mode: 'agent' }))
        .status,
    ).toBe(200);
    expect((await t.call(agents.agentPassword, { id: fresno(), agent_password: 'mine123' }, { as: CANCELED, mode: 'agent' })).status).toBe(
      403,
    );
  });
});

describe('avatar', () => {
  it('stores a PNG or JPEG, serves it, and deletes it', async () => {
    const up = await t.call<{ photo: string }>(
      agents.avatar,
      { id: AGENT_ID },
      { as: AGENT, mode: 'agent', files: { file: { name: 'me.png', type: 'image/png', bytes: PNG_BYTES } } },
    );
    expect(up.status).toBe(200);
    expect(up.body.photo).toMatch(new RegExp(`^${t.url}/media/uploads/avatar-3-[0-9a-f]+\\.png$`));
    const served = await fetch(up.body.photo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG_BYTES))).toBe(true);
    const jpeg = await t.call<{ photo: string }>(
      agents.avatar,
      { id: AGENT_ID },
      { as: ADMIN, files: { file: { name: 'me.jpg', bytes: JPEG_BYTES } } },
    );
    expect(jpeg.body.photo).toMatch(/\.jpg$/);
    expect((await fetch(up.body.photo)).status).toBe(404); // the replaced file is gone
    const del = await t.call(agents.avatar, { id: AGENT_ID, delete: '1' }, { as: ADMIN });
    expect(del.body).toEqual({ photo: null });
    expect((await fetch(jpeg.body.photo)).status).toBe(404);
    expect((await t.fetch(`/__demo/agents/${AGENT_ID}`)).body).toMatchObject({ photo: null });
  });

  it('refuses anything that is not JPEG or PNG by its bytes, whatever the name', async () => {
    const gif = await t.call(
      agents.avatar,
      { id: AGENT_ID },
      { as: ADMIN, files: { file: { name: 'fake.png', type: 'image/png', bytes: 'GIF89a......' } } },
    );
    expect(gif).toMatchObject({ status: 400, body: { message: 'Only JPEG or PNG images are allowed.' } });
    const none = await t.call(agents.avatar, { id: AGENT_ID }, { as: ADMIN });
    expect(none.status).toBe(400);
    expect(
      (await t.call(agents.avatar, { id: fresno() }, { as: AGENT, mode: 'agent', files: { file: { name: 'a.png', bytes: PNG_BYTES } } }))
        .status,
    ).toBe(403);
  });
});

describe('resend creation email', () => {
  it('writes the email to the outbox (admin only)', async () => {
    const target = fresno();
    const email = (t.db().prepare('SELECT email FROM users WHERE id = ?').get(target) as { email: string }).email;
    expect((await t.call(agents.resendAgentEmail, { id: target }, { as: ADMIN })).body).toMatchObject({ ok: true });
    const box = await t.fetch(`/__demo/outbox?to=${encodeURIComponent(email)}`);
    expect((box.body as { items: { subject: string; body: string }[] }).items.at(-1)?.body).toContain('/set-password/');
    expect((await t.call(agents.resendAgentEmail, { id: target }, { as: MANAGER })).status).toBe(403);
  });
});
