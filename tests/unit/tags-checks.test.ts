import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAG_COLORS, TAG_MSG } from '@/lib/tags/rules';
import { checkTag, TAG_NAME_MAX } from '@/lib/tags/check';
import { TagInput, TagParams } from '@/lib/tags/schema';
import { serverView } from './support/server-view';

/** The browser's tag check (zod-free) and the handler's schema built from the same rules agree (as in form-checks.test.ts). */
const name = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[ \t\n\u00a0]{0,3}$/),
  fc.integer({ min: TAG_NAME_MAX - 2, max: TAG_NAME_MAX + 2 }).map((n) => ` ${'x'.repeat(n)} `),
);
const color = fc.oneof(fc.constantFrom(...TAG_COLORS, '', 'Blue', 'orange', ' red', 'purple'), fc.string({ maxLength: 8 }));
const superTag = fc.option(fc.boolean(), { nil: undefined });

describe('the tag form check agrees with the server schema', () => {
  it('accepts, refuses and keeps as TagInput does', () => {
    fc.assert(
      fc.property(fc.record({ name, color, superTag }), (input) => {
        expect(checkTag(input)).toEqual(serverView(TagInput, input));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the plain cases read as the spec says', () => {
  it("a missing name or colour: 'Tag name and color are required'", () => {
    expect(checkTag({ name: ' ', color: '' })).toEqual({ ok: false, errors: { name: TAG_MSG.required, color: TAG_MSG.required } });
    expect(serverView(TagInput, { name: 'Hot lead' })).toEqual({ ok: false, errors: { color: 'Tag name and color are required' } });
  });

  it('keeps the trimmed name, the preset and the choice', () => {
    expect(checkTag({ name: ' Hot lead ', color: 'orange2', superTag: true })).toEqual({
      ok: true,
      data: { name: 'Hot lead', color: 'orange2', superTag: true },
    });
    expect(checkTag({ name: 'x'.repeat(TAG_NAME_MAX + 1), color: 'blue' })).toEqual({
      ok: false,
      errors: { name: 'At most 40 characters' },
    });
  });

  it('a tag id in the path is a whole number', () => {
    expect(TagParams.parse({ tagId: '12' })).toEqual({ tagId: 12 });
    expect(TagParams.parse({ tagId: '0' })).toEqual({ tagId: 0 });
    for (const tagId of ['-1', '1.5', 'abc', '', '1e3', '9'.repeat(13)]) expect(TagParams.safeParse({ tagId }).success).toBe(false);
  });
});
