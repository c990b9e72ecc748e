import { describe, expect, it } from 'vitest';
import { blocks, checkText } from '@/lib/fair-housing/check';
import { FAIR_HOUSING_RULES, type FairHousingRule } from '@/lib/fair-housing/rules';
import { skeleton } from '@/lib/fair-housing/skeleton';
import { pairs, PROBES, variants, WAYS } from '../support/fair-housing-variants';

/**
 * Every rule's example phrases, spelled out in every way a buyer still reads as the phrase (one way,
 * then two at once): each must be found by its rule, at its level, over the span that reads as the
 * phrase (what the form highlights), and a flag must be refused under Block.
 */

/** The variants the check gets wrong, named, for the failure message; [] when all are right. */
function wrong(rule: FairHousingRule, example: string, texts: ReadonlyArray<[name: string, text: string]>): string[] {
  const phrase = skeleton(example).read;
  return texts
    .filter(([, text]) => {
      const findings = checkText(text);
      const found = findings.find((f) => f.ruleId === rule.id);
      if (!found || found.level !== rule.level || skeleton(found.phrase).read !== phrase) return true;
      return rule.level === 'flag' && !blocks('block', findings);
    })
    .map(([name, text]) => `${name}: ${JSON.stringify(text)} → ${JSON.stringify(checkText(text).map((f) => [f.ruleId, f.phrase]))}`);
}

const EXAMPLES = FAIR_HOUSING_RULES.flatMap((rule) => rule.examples.map((example) => [rule.id, example, rule] as const));

describe('the hostile tester’s probes', () => {
  it.each(PROBES)('refuses %s under Block', (_name, text, ruleId) => {
    const findings = checkText(text);
    expect(
      findings.map((f) => f.ruleId),
      JSON.stringify(text),
    ).toContain(ruleId);
    expect(blocks('block', findings)).toBe(true);
    expect(findings[0]).toMatchObject({ start: 0, end: text.length, phrase: text });
  });
});

describe.each(EXAMPLES)('%s: %j', (_id, example, rule) => {
  it('is found as written', () => expect(wrong(rule, example, [['as written', example]])).toEqual([]));

  it.each(WAYS.map((way) => [way.name, way] as const))('spelled with %s', (_name, way) => {
    expect(wrong(rule, example, variants(example, way))).toEqual([]);
  });

  it('spelled two ways at once', () => {
    const texts = pairs(example);
    expect(texts.length).toBeGreaterThan(100);
    expect(wrong(rule, example, texts)).toEqual([]);
  });
});
