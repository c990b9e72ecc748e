import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appResources } from '@/server/upstream/contract';
import type { CustomSection } from '@/server/upstream/contract/app-resources';
import { ADMIN, AGENT, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type Sections = { sections: CustomSection[] };
type Clicks = { clicks: { content_id: number; title: string; url: string; clicks: number; users: string[]; offices: string[] }[] };

const list = async (scope: 'global' | 'agent', office_id?: number) =>
  (await t.call<Sections>(appResources.listCustomSections, office_id === undefined ? { scope } : { scope, office_id }, { as: ADMIN })).body
    .sections;

describe('custom sections', () => {
  it('are seeded in both scopes, with sub-sections, links and a text-only entry, and one office of its own', async () => {
    const global = await list('global');
    const top = global.filter((s) => s.parent_id === null);
    expect(top.map((s) => s.title)).toEqual(['Buying a home', 'Moving in', 'Contact us']);
    const buying = top[0]!;
    expect(global.filter((s) => s.parent_id === buying.id).map((s) => s.title)).toEqual(['Financing', 'Inspections']);
    expect(global.find((s) => s.title === 'Contact us')!.contents.some((c) => c.url === null)).toBe(true);
    expect((await list('agent')).filter((s) => s.parent_id === null).map((s) => s.title)).toEqual(['Agent toolkit', 'Training']);
    expect((await list('global', 5)).map((s) => s.title)).toEqual(['San Francisco events']);
    expect(await list('agent', 5)).toEqual([]);
  });

  it('are for admins only, and an office of another app is not found', async () => {
    expect((await t.call(appResources.listCustomSections, { scope: 'global' }, { as: MANAGER })).status).toBe(403);
    expect((await t.call(appResources.listCustomSections, { scope: 'global' }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    expect((await t.call(appResources.listCustomSections, { scope: 'global', office_id: 9999 }, { as: ADMIN })).status).toBe(404);
  });

  it('a save replaces the scope: kept ids keep their clicks, new ones are made, left-out ones go with their clicks', async () => {
    await t.json('POST', '/__demo/reset');
    const before = await list('global');
    const moving = before.find((s) => s.title === 'Moving in')!;
    const contact = before.find((s) => s.title === 'Contact us')!;
    const clicksBefore = (await t.call<Clicks>(appResources.listLinkClicks, {}, { as: ADMIN })).body.clicks;
    const kept = moving.contents[0]!;
    const keptClicks = clicksBefore.find((c) => c.content_id === kept.id)!.clicks;
    expect(keptClicks).toBeGreaterThan(0);

    const res = await t.call<Sections>(
      appResources.saveCustomSections,
      {
        scope: 'global',
        list: [
          {
            id: contact.id,
            title: 'Contact us',
            contents: [],
            sections: [
              {
                id: null,
                title: 'Our offices',
                contents: [{ id: null, title: 'Find us', text: '', url: 'https://acmerealty.test/offices' }],
              },
            ],
          },
          {
            id: moving.id,
            title: 'Moving in',
            contents: [{ id: kept.id, title: kept.title, text: 'Renamed text', url: kept.url! }],
            sections: [],
          },
        ],
      },
      { as: ADMIN },
    );
    expect(res.status).toBe(200);
    const after = res.body.sections;
    expect(after.filter((s) => s.parent_id === null).map((s) => s.title)).toEqual(['Contact us', 'Moving in']);
    const sub = after.find((s) => s.title === 'Our offices')!;
    expect(sub.parent_id).toBe(contact.id);
    expect(sub.contents[0]!.url).toBe('https://acmerealty.test/offices');
    expect(after.find((s) => s.id === moving.id)!.contents).toEqual([
      { id: kept.id, sort_order: 0, title: kept.title, text: 'Renamed text', url: kept.url },
    ]);
    expect(after.some((s) => s.title === 'Buying a home' || s.title === 'Financing')).toBe(false);

    const clicks = (await t.call<Clicks>(appResources.listLinkClicks, {}, { as: ADMIN })).body.clicks;
    expect(clicks.find((c) => c.content_id === kept.id)!.clicks).toBe(keptClicks);
    expect(clicks.some((c) => c.title === 'Mortgage calculator')).toBe(false);
    // The agent scope and the office's sections were not touched.
    expect((await list('agent')).length).toBeGreaterThan(0);
    expect((await list('global', 5)).map((s) => s.title)).toEqual(['San Francisco events']);
    await t.json('POST', '/__demo/reset');
  });

  it('refuses what a real upstream would: links that are not http(s), links beside sub-sections, ids of another scope, deeper trees', async () => {
    const agentSection = (await list('agent'))[0]!;
    const save = (list: unknown[]) =>
      t.call<{ message: string }>(appResources.saveCustomSections, { scope: 'global', list }, { as: ADMIN });
    const bad = await save([
      { id: null, title: 'X', contents: [{ id: null, title: 'Evil', text: '', url: 'javascript:alert(1)' }], sections: [] },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Link "Evil" must be an http or https address.');
    const both = await save([
      { id: null, title: 'X', contents: [{ id: null, title: 'A', text: '', url: '' }], sections: [{ id: null, title: 'Y', contents: [] }] },
    ]);
    expect(both.status).toBe(422);
    expect((await save([{ id: agentSection.id, title: 'Stolen', contents: [], sections: [] }])).status).toBe(422);
    const deep = await save([
      {
        id: null,
        title: 'A',
        contents: [],
        sections: [{ id: null, title: 'B', contents: [], sections: [{ id: null, title: 'C', contents: [] }] }],
      },
    ]);
    expect(deep.status).toBe(400);
    // Nothing of the refused saves was kept.
    expect((await list('global')).some((s) => ['X', 'Stolen', 'A'].includes(s.title))).toBe(false);
  });
});

describe('link clicks', () => {
  it('count opens by users and agents, name them, and give the office or none', async () => {
    const { clicks } = (await t.call<Clicks>(appResources.listLinkClicks, {}, { as: ADMIN })).body;
    expect(clicks.length).toBeGreaterThan(5);
    expect(clicks.map((c) => c.clicks)).toEqual([...clicks.map((c) => c.clicks)].sort((a, b) => b - a));
    const top = clicks[0]!;
    expect(top.clicks).toBeGreaterThan(0);
    expect(top.users.length).toBeGreaterThan(0);
    expect(top.users.length).toBeLessThanOrEqual(top.clicks);
    expect(clicks.find((c) => c.title === 'Open house calendar')!.offices).toEqual(['San Francisco Office']);
    expect(clicks.find((c) => c.title === 'Mortgage calculator')!.offices).toEqual([]);
    expect(clicks.some((c) => c.title === 'Office hours')).toBe(false);
  });
});
