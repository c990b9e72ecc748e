import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldFinding } from '@/lib/fair-housing/check';
import type { SettingsSaved } from '@/lib/settings/answers';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { ROUTES, upstreamOf, type RouteCase } from './support/routes';
import { upstreamSettings } from './support/routes/settings';
import { cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/** Every handler that saves buyer-facing text, with one field of its route-table sample made to say a flagged phrase. */
const CHECKED: Array<{ file: string; field: string; phrase: string; flagged: (sample: Record<string, unknown>) => Record<string, unknown> }> = [
  { file: 'app/api/pocket/route.ts', field: 'publicRemarks', phrase: 'Adults only', flagged: (s) => ({ ...s, publicRemarks: 'Adults only. Sunny corner condo.' }) },
  { file: 'app/api/pocket/route.ts', field: 'additionalRemarks', phrase: 'no kids', flagged: (s) => ({ ...s, additionalRemarks: 'Quiet building, no kids.' }) },
  { file: 'app/api/featured/remarks/route.ts', field: 'remarks', phrase: 'Perfect for empty nesters', flagged: (s) => ({ ...s, remarks: 'Perfect for empty nesters.' }) },
  { file: 'app/api/alerts/route.ts', field: 'title', phrase: 'Christian families', flagged: (s) => ({ ...s, title: 'Christian families wanted' }) },
  { file: 'app/api/alerts/route.ts', field: 'subtitle', phrase: 'English-speaking', flagged: (s) => ({ ...s, subtitle: 'English-speaking buyers first' }) },
  { file: 'app/api/alerts/route.ts', field: 'text', phrase: 'No wheelchairs', flagged: (s) => ({ ...s, text: 'No wheelchairs on the tour.' }) },
  {
    file: 'app/api/app-resources/route.ts', field: 'sections.0.sections.0.entries.0.text', phrase: 'Female only',
    flagged: (s) => ({ ...s, sections: [{ id: 11, title: 'Buying a home', entries: [], sections: [{ id: 12, title: 'Financing', entries: [{ id: 21, title: 'Calculator', text: 'Female only advisers', url: 'https://example.com/calc' }] }] }] }),
  },
  { file: 'app/api/app-resources/route.ts', field: 'sections.0.title', phrase: 'Mexican neighborhood', flagged: (s) => ({ ...s, sections: [{ id: 11, title: 'Mexican neighborhood guide', entries: [], sections: [] }] }) },
  { file: 'app/api/chat/bot-message/route.ts', field: 'message', phrase: 'Able-bodied', flagged: (s) => ({ ...s, message: 'Welcome! Able-bodied buyers love our walk-ups.' }) },
  { file: 'app/api/openhouse/route.ts', field: 'message', phrase: 'Singles only', flagged: (s) => ({ ...s, message: 'Singles only mixer after the tour.' }) },
  // What a buyer reads the same but passed Block before (issue 47): two spaces, a zero-width space, a Cyrillic 'а'.
  { file: 'app/api/openhouse/route.ts', field: 'message', phrase: 'adults  only', flagged: (s) => ({ ...s, message: 'Welcome. adults  only.' }) },
  { file: 'app/api/alerts/route.ts', field: 'title', phrase: 'adu\u200blts only', flagged: (s) => ({ ...s, title: 'Open house: adu\u200blts only' }) },
  { file: 'app/api/pocket/route.ts', field: 'publicRemarks', phrase: '\u0430dults only', flagged: (s) => ({ ...s, publicRemarks: 'Sunny corner condo, \u0430dults only.' }) },
];

const routeOf = (file: string): RouteCase => {
  const route = ROUTES.find((r) => r.file === file && r.method === 'POST');
  if (!route) throw new Error(`${file} is not in the route table`);
  return route;
};

async function send(route: RouteCase, json: unknown) {
  return invoke(await handlerOf(route.file, route.method), { method: 'POST', path: route.path, params: route.params, cookie: await cookieOf(route.as ?? 'admin'), json });
}

describe.each(CHECKED)('$file: $field', ({ file, field, phrase, flagged }) => {
  const route = routeOf(file);
  const body = flagged(route.sample!);

  it('Warn: saves, and answers the finding', async () => {
    const api = upstreamOf(route);
    route.upstream?.(api);
    const mode = upstreamOf(route).get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'warn' });
    const answer = await send(route, body);
    expect(answer.status, answer.text).toBe(route.ok ?? 200);
    expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toContainEqual(expect.objectContaining({ field, phrase, level: 'flag' }));
    expect(mode.isDone()).toBe(true);
    expect(api.pendingMocks()).toEqual([]);
  });

  it('Block: 400 with the list, and nothing sent upstream but the setting’s read', async () => {
    upstreamOf(route).get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'block' });
    const seen = recordUnmatched();
    try {
      const answer = await send(route, body);
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(`“${phrase}”`);
      expect((answer.body as { error: { fairHousing: FieldFinding[] } }).error.fairHousing).toContainEqual(expect.objectContaining({ field, phrase }));
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});

describe('a clean save', () => {
  it.each([...new Set(CHECKED.map((c) => c.file))])('%s: no finding, and the setting is not read', async (file) => {
    const route = routeOf(file);
    const api = upstreamOf(route);
    route.upstream?.(api);
    const seen = recordUnmatched();
    try {
      const answer = await send(route, route.sample);
      expect(answer.status, answer.text).toBe(route.ok ?? 200);
      expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toEqual([]);
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});

describe('notes and private text', () => {
  it('Block: a note alone (a softer finding) saves, and the setting is not read', async () => {
    const route = routeOf('app/api/openhouse/route.ts');
    route.upstream?.(upstreamOf(route));
    const seen = recordUnmatched();
    try {
      const answer = await send(route, { message: 'Tour the man cave after you sign in.' });
      expect(answer.status).toBe(200);
      expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toEqual([expect.objectContaining({ phrase: 'man cave', level: 'note' })]);
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });

  it("an agent's private remarks (never shown to buyers) are not checked", async () => {
    const route = routeOf('app/api/pocket/route.ts');
    const api = upstreamOf(route);
    route.upstream?.(api);
    const answer = await send(route, { ...route.sample, privateRemarks: 'Seller said adults only; ignore.' });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toEqual([]);
  });
});

describe('POST /api/settings/fair-housing', () => {
  it.each(['block', 'warn'] as const)('saves %s in the app settings', async (mode) => {
    const scope = upstreamAs('admin')
      .post('/app/settings', { fair_housing_mode: mode })
      .reply(200, { settings: { ...upstreamSettings.settings, fair_housing_mode: mode } });
    const answer = await send(routeOf('app/api/settings/fair-housing/route.ts'), { mode });
    expect(answer.status).toBe(200);
    expect((answer.body as SettingsSaved).settings.fairHousingMode).toBe(mode);
    expect((answer.body as SettingsSaved).message).toBe('Fair-housing check updated');
    expect(scope.isDone()).toBe(true);
  });

  it('refuses another mode before any upstream call', async () => {
    const seen = recordUnmatched();
    try {
      expect((await send(routeOf('app/api/settings/fair-housing/route.ts'), { mode: 'off' })).status).toBe(400);
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});
