import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketing } from '@/server/upstream/contract';
import { ADMIN, AGENT, BAY_ADMIN, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type Links = { invite_url: string; idx_url: string | null; badges: { store: string; label: string; image_url: string }[] };
const links = async (as: string, mode?: 'agent') => (await t.call<Links>(marketing.getMarketingLinks, {}, { as, mode })).body;
const agentId = () => (t.db().prepare("SELECT id FROM users WHERE email = 'agent@acme.test'").get() as { id: number }).id;

describe('marketing (demo upstream)', () => {
  it("an agent's links carry their referral; an admin's are the brokerage's; the website's only with websiteEnabled", async () => {
    const agent = await links(AGENT, 'agent');
    expect(new URL(agent.invite_url).pathname).toBe('/invite/acme');
    expect(new URL(agent.invite_url).searchParams.get('agent')).toBe(String(agentId()));
    expect(new URL(agent.idx_url!).pathname).toBe('/idx/acme');
    const admin = await links(ADMIN);
    expect(new URL(admin.invite_url).search).toBe('');
    expect(admin.badges.map((b) => b.store)).toEqual(['app_store', 'google_play']);
    // bay has no website and is in one store only.
    const bay = await links(BAY_ADMIN);
    expect(bay.idx_url).toBeNull();
    expect(bay.badges.map((b) => b.label)).toEqual(['App Store']);
  });

  it('the links lead to real pages, and the badges are PNGs', async () => {
    const { invite_url, idx_url, badges } = await links(AGENT, 'agent');
    const invite = await fetch(invite_url);
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain('Get the Acme Realty app');
    expect(await (await fetch(idx_url!)).text()).toContain('Acme Realty home search');
    for (const b of badges) {
      const res = await fetch(b.image_url);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect((await fetch(`${t.url}/invite/nope`)).status).toBe(404);
  });

  it('records an embed-code copy for the caller, and refuses an unknown event or no key', async () => {
    const res = await t.call(
      marketing.logMarketingEvent,
      { event: 'embed_code_copied', source: 'dashboard' },
      { as: AGENT, mode: 'agent' },
    );
    expect(res.status).toBe(200);
    const row = t.db().prepare('SELECT user_id, event FROM marketing_events ORDER BY id DESC LIMIT 1').get() as {
      user_id: number;
      event: string;
    };
    expect(row).toEqual({ user_id: agentId(), event: 'embed_code_copied' });
    expect((await t.call(marketing.logMarketingEvent, { event: 'page_view', source: 'dashboard' }, { as: AGENT })).status).toBe(400);
    expect((await t.call(marketing.logMarketingEvent, { event: 'embed_code_copied', source: 'dashboard' })).status).toBe(401);
  });
});
