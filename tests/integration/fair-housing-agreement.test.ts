import fc from 'fast-check';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkText, type FieldFinding } from '@/lib/fair-housing/check';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { ROUTES, upstreamOf } from './support/routes';
import { cookieOf } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/**
 * The browser's check (FairHousingNotes runs checkText on each field as typed) and the route handler's
 * answer agree: the same phrases, rules and levels, field by field, for texts built from flagged
 * phrases, ordinary listing words and noise (as the forms' agreement tests hold check and schema).
 */
const fragment = fc.constantFrom(
  'Adults only',
  'no kids',
  'Perfect for empty nesters',
  'Christian home',
  'English-speaking',
  'able-bodied',
  'man cave',
  'Mexican neighborhood',
  'master bedroom',
  'family room',
  'walking distance',
  'exclusive listing',
  'white oak floors',
  'French doors',
  'Jewish Community Center',
  'Sunny',
  'near the park',
  ',',
  '.',
  '\n',
  // Spelled out as the skeleton reads them: spaced, with digits and markup.
  'a d u l t s only',
  'n0 k1ds',
  'Christian&nbsp;area',
  'adu<b></b>lts\u2013only',
  'Unit 4A',
  '$499,900',
);
const text = (max: number) =>
  fc
    .tuple(fc.array(fragment, { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }))
    .map(([parts, noise]) => `${parts.join(' ')} ${noise}`.trim().slice(0, max) || 'Sunny home');
/** Long enough for the push title's 10-character minimum. */
const headline = text(140).map((t) => (t.length < 10 ? `${t} open house` : t));

const browser = (fields: Record<string, string>): Omit<FieldFinding, 'start' | 'end'>[] =>
  Object.entries(fields).flatMap(([field, value]) =>
    checkText(value).map(({ ruleId, phrase, level }) => ({ field, ruleId, phrase, level })),
  );
const server = (findings: FieldFinding[]) => findings.map(({ field, ruleId, phrase, level }) => ({ field, ruleId, phrase, level }));

const FORMS = [
  { file: 'app/api/pocket/route.ts', fields: fc.record({ publicRemarks: text(500), additionalRemarks: text(500) }) },
  { file: 'app/api/featured/remarks/route.ts', fields: fc.record({ remarks: text(500) }) },
  { file: 'app/api/alerts/route.ts', fields: fc.record({ title: headline, subtitle: headline, text: text(500) }) },
  { file: 'app/api/chat/bot-message/route.ts', fields: fc.record({ message: text(500) }) },
  { file: 'app/api/openhouse/route.ts', fields: fc.record({ message: text(250) }) },
] as const;

describe.each(FORMS)('$file: browser and server agree', ({ file, fields }) => {
  const route = ROUTES.find((r) => r.file === file && r.method === 'POST')!;
  it('on generated texts', async () => {
    const api = upstreamOf(route).persist();
    route.upstream?.(api);
    api.get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'warn' });
    const handler = await handlerOf(route.file, 'POST');
    const cookie = await cookieOf(route.as ?? 'admin');
    await fc.assert(
      fc.asyncProperty(fields, async (typed) => {
        const answer = await invoke(handler, { method: 'POST', path: route.path, cookie, json: { ...route.sample, ...typed } });
        expect(answer.status, answer.text).toBe(route.ok ?? 200);
        expect(server((answer.body as { fairHousing: FieldFinding[] }).fairHousing)).toEqual(browser(typed));
      }),
      { numRuns: 40 },
    );
  });
});

describe('app resources: browser and server agree', () => {
  const route = ROUTES.find((r) => r.file === 'app/api/app-resources/route.ts')!;
  it('on generated section and link texts', async () => {
    const api = upstreamOf(route).persist();
    route.upstream?.(api);
    api.get('/app/fair_housing_mode').reply(200, { fair_housing_mode: 'warn' });
    const handler = await handlerOf(route.file, 'POST');
    const cookie = await cookieOf('admin');
    await fc.assert(
      fc.asyncProperty(text(100), text(100), text(500), async (section, heading, body) => {
        const sections = [{ id: 11, title: section, entries: [{ id: 21, title: heading, text: body, url: '' }], sections: [] }];
        const answer = await invoke(handler, { method: 'POST', path: route.path, cookie, json: { ...route.sample, sections } });
        expect(answer.status, answer.text).toBe(200);
        const expected = browser({ 'sections.0.title': section, 'sections.0.entries.0.title': heading, 'sections.0.entries.0.text': body });
        expect(server((answer.body as { fairHousing: FieldFinding[] }).fairHousing)).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
