import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkText, type FieldFinding } from '@/lib/fair-housing/check';
import type { SettingsSaved } from '@/lib/settings/answers';
import { PROBES, variants, WAYS } from '../support/fair-housing-variants';
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

type Body = Record<string, unknown>;
/** One checked field of a handler's route-table sample, and how to put a text in it. */
type Field = { file: string; field: string; put: (sample: Body, text: string) => Body };

const resources = (sections: unknown[]) => (s: Body) => ({ ...s, sections });
const POCKET_PUBLIC: Field = { file: 'app/api/pocket/route.ts', field: 'publicRemarks', put: (s, t) => ({ ...s, publicRemarks: t }) };
const POCKET_MORE: Field = { file: 'app/api/pocket/route.ts', field: 'additionalRemarks', put: (s, t) => ({ ...s, additionalRemarks: t }) };
const FEATURED: Field = { file: 'app/api/featured/remarks/route.ts', field: 'remarks', put: (s, t) => ({ ...s, remarks: t }) };
const ALERT_TITLE: Field = { file: 'app/api/alerts/route.ts', field: 'title', put: (s, t) => ({ ...s, title: t }) };
const ALERT_SUBTITLE: Field = { file: 'app/api/alerts/route.ts', field: 'subtitle', put: (s, t) => ({ ...s, subtitle: t }) };
const ALERT_TEXT: Field = { file: 'app/api/alerts/route.ts', field: 'text', put: (s, t) => ({ ...s, text: t }) };
const RESOURCE_TEXT: Field = {
  file: 'app/api/app-resources/route.ts',
  field: 'sections.0.sections.0.entries.0.text',
  put: (s, t) =>
    resources([
      {
        id: 11,
        title: 'Buying a home',
        entries: [],
        sections: [{ id: 12, title: 'Financing', entries: [{ id: 21, title: 'Calculator', text: t, url: 'https://example.com/calc' }] }],
      },
    ])(s),
};
const RESOURCE_TITLE: Field = {
  file: 'app/api/app-resources/route.ts',
  field: 'sections.0.title',
  put: (s, t) => resources([{ id: 11, title: t, entries: [], sections: [] }])(s),
};
const BOT: Field = { file: 'app/api/chat/bot-message/route.ts', field: 'message', put: (s, t) => ({ ...s, message: t }) };
const KIOSK: Field = { file: 'app/api/openhouse/route.ts', field: 'message', put: (s, t) => ({ ...s, message: t }) };

/** Every handler that saves buyer-facing text, with one field of its route-table sample made to say a flagged phrase. */
const CHECKED: Array<Field & { phrase: string; text: string }> = [
  { ...POCKET_PUBLIC, phrase: 'Adults only', text: 'Adults only. Sunny corner condo.' },
  { ...POCKET_MORE, phrase: 'no kids', text: 'Quiet building, no kids.' },
  { ...FEATURED, phrase: 'Perfect for empty nesters', text: 'Perfect for empty nesters.' },
  { ...ALERT_TITLE, phrase: 'Christian families', text: 'Christian families wanted' },
  { ...ALERT_SUBTITLE, phrase: 'English-speaking', text: 'English-speaking buyers first' },
  { ...ALERT_TEXT, phrase: 'No wheelchairs', text: 'No wheelchairs on the tour.' },
  { ...RESOURCE_TEXT, phrase: 'Female only', text: 'Female only advisers' },
  { ...RESOURCE_TITLE, phrase: 'Mexican neighborhood', text: 'Mexican neighborhood guide' },
  { ...BOT, phrase: 'Able-bodied', text: 'Welcome! Able-bodied buyers love our walk-ups.' },
  { ...KIOSK, phrase: 'Singles only', text: 'Singles only mixer after the tour.' },
  // What a buyer reads the same but passed Block before: two spaces, a zero-width space, a Cyrillic 'а'.
  { ...KIOSK, phrase: 'adults  only', text: 'Welcome. adults  only.' },
  { ...ALERT_TITLE, phrase: 'adu\u200blts only', text: 'Open house: adu\u200blts only' },
  { ...POCKET_PUBLIC, phrase: '\u0430dults only', text: 'Sunny corner condo, \u0430dults only.' },
];

const routeOf = (file: string): RouteCase => {
  const route = ROUTES.find((r) => r.file === file && r.method === 'POST');
  if (!route) throw new Error(`${file} is not in the route table`);
  return route;
};

async function send(route: RouteCase, json: unknown) {
  return invoke(await handlerOf(route.file, route.method), {
    method: 'POST',
    path: route.path,
    params: route.params,
    cookie: await cookieOf(route.as ?? 'admin'),
    json,
  });
}

describe.each(CHECKED)('$file: $field', ({ file, field, phrase, text, put }) => {
  const route = routeOf(file);
  const body = put(route.sample as Body, text);

  it('Warn: saves, and answers the finding', async () => {
    const api = upstreamOf(route);
    route.upstream?.(api);
    const mode = upstreamOf(route).get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'warn' });
    const answer = await send(route, body);
    expect(answer.status, answer.text).toBe(route.ok ?? 200);
    expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toContainEqual(
      expect.objectContaining({ field, phrase, level: 'flag' }),
    );
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
      expect((answer.body as { error: { fairHousing: FieldFinding[] } }).error.fairHousing).toContainEqual(
        expect.objectContaining({ field, phrase }),
      );
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});

/**
 * Under Block, every handler refuses each of the hostile tester's probes and its sample phrase spelled
 * out every way the generator knows (tests/unit/fair-housing-variants.test.ts runs the whole generated
 * set, two ways at once too, through the shared check): a 400 that names the field and the rule, and
 * nothing sent upstream but the setting's read (or the body check's 400, for the characters it refuses).
 */
async function refusal(entry: Field, text: string, ruleId: string, phrase?: string): Promise<string | null> {
  const route = routeOf(entry.file);
  const mode = upstreamOf(route).get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'block' });
  const seen = recordUnmatched();
  try {
    const answer = await send(route, entry.put(route.sample as Body, text));
    const found = (answer.body as { error?: { fairHousing?: FieldFinding[] } }).error?.fairHousing ?? [];
    // Bidirectional controls (U+202A-202E, U+2066-2069) never get past the body's check, before this one.
    const hidden = answer.status === 400 && answer.message === `Invalid ${entry.field}: contains characters that are not allowed`;
    if (hidden) return seen.seen.length ? `upstream: ${seen.seen.join(', ')}` : null;
    if (answer.status !== 400 || !answer.message?.startsWith('Not saved: the fair-housing check flagged'))
      return `${answer.status} ${answer.text}`;
    if (!found.some((f) => f.field === entry.field && f.ruleId === ruleId))
      return `no ${ruleId} finding in ${entry.field}: ${JSON.stringify(found)}`;
    if (phrase !== undefined && !answer.message.includes(`“${phrase}”`)) return `the message does not name “${phrase}”: ${answer.message}`;
    if (seen.seen.length || !mode.isDone()) return `upstream: ${seen.seen.join(', ') || 'the setting was not read'}`;
    return null;
  } finally {
    seen.stop();
    nock.cleanAll();
  }
}

const SAMPLES = CHECKED.filter((c, i) => CHECKED.findIndex((d) => d.file === c.file) === i);

describe.each(SAMPLES)('Block, $file ($field)', (entry) => {
  const ruleId = checkText(entry.phrase)[0]!.ruleId;

  it.each(PROBES)('refuses %s', async (_name, probe, probeRule) => {
    expect(await refusal(entry, `Open house: ${probe}.`, probeRule, probe)).toBeNull();
  });

  it.each(WAYS.map((way) => [way.name, way] as const))(`refuses “${entry.phrase}” spelled with %s`, async (_name, way) => {
    const wrong: string[] = [];
    for (const [name, text] of variants(entry.phrase, way)) {
      const problem = await refusal(entry, `Open house: ${text}.`, ruleId);
      if (problem) wrong.push(`${name} ${JSON.stringify(text)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
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
      expect((answer.body as { fairHousing: FieldFinding[] }).fairHousing).toEqual([
        expect.objectContaining({ phrase: 'man cave', level: 'note' }),
      ]);
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
