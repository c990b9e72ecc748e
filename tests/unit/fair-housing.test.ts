import { describe, expect, it } from 'vitest';
import { blocks, checkText, fieldFindings, reword, ruleOf, sourceOf } from '@/lib/fair-housing/check';
import { FAIR_HOUSING_RULES, PROTECTED_CLASSES, type ProtectedClass } from '@/lib/fair-housing/rules';
import { skeleton } from '@/lib/fair-housing/skeleton';

/** Sentences that must be flagged, with the phrase found and its protected class. */
const FLAGGED: Array<[sentence: string, phrase: string, cls: ProtectedClass]> = [
  // race
  ['Quiet street with mostly white families.', 'white families', 'race'],
  ['A great fit for Black buyers.', 'Black buyers', 'race'],
  ['Whites only, no exceptions.', 'Whites only', 'race'],
  ['Established Asian community nearby.', 'Asian community', 'race'],
  ['Popular with Hispanic families.', 'Hispanic families', 'race'],
  ['Latino neighborhood close to the freeway.', 'Latino neighborhood', 'race'],
  ['Caucasian neighbors on both sides.', 'Caucasian', 'race'],
  ['No minorities in the HOA.', 'No minorities', 'race'],
  ['A non-white area? Not here.', 'non-white', 'race'],
  ['Racially mixed block with good schools.', 'Racially mixed', 'race'],
  ['Integrated neighborhood near the park.', 'Integrated neighborhood', 'race'],
  ['Priced well for a ghetto.', 'ghetto', 'race'],
  ['Tucked inside a restricted community.', 'restricted community', 'race'],
  ['An exclusive neighbourhood of fine homes.', 'exclusive neighbourhood', 'race'],
  // color
  ['Colored people need not apply.', 'Colored people', 'color'],
  ['No coloured families, per the seller.', 'coloured families', 'color'],
  // national origin
  ['In the heart of the Mexican neighborhood.', 'Mexican neighborhood', 'national origin'],
  ['Ideal for Chinese buyers.', 'Chinese buyers', 'national origin'],
  ['Irish families have lived here for decades.', 'Irish families', 'national origin'],
  ['American citizens only.', 'American citizens only', 'national origin'],
  ['Citizens only, please.', 'Citizens only', 'national origin'],
  ['English-speaking tenants preferred.', 'English-speaking', 'national origin'],
  ['Must speak English.', 'Must speak English', 'national origin'],
  ['No foreigners.', 'foreigners', 'national origin'],
  ['Not for immigrants.', 'immigrants', 'national origin'],
  ['Set in an ethnic neighborhood.', 'ethnic neighborhood', 'national origin'],
  ['Polish community two blocks away.', 'Polish community', 'national origin'],
  ['Barrio living at its best.', 'Barrio', 'race'],
  ['No foreign buyers.', 'No foreign buyers', 'national origin'],
  // religion
  ['A Christian home through and through.', 'Christian home', 'religion'],
  ['In a Jewish neighborhood.', 'Jewish neighborhood', 'religion'],
  ['Catholic families welcome.', 'Catholic families', 'religion'],
  ['Muslim community steps away.', 'Muslim community', 'religion'],
  ['Christians only.', 'Christians only', 'religion'],
  ['Ideal for God-fearing people.', 'God-fearing', 'religion'],
  ['Churchgoing neighbors all around.', 'Churchgoing', 'religion'],
  ['Perfect for churchgoers.', 'churchgoers', 'religion'],
  ['Mormon families love this street.', 'Mormon families', 'religion'],
  ['Near churches and synagogues.', 'Near churches', 'religion'],
  ['Hindu buyers will love the layout.', 'Hindu buyers', 'religion'],
  // sex
  ['Female only roommate wanted.', 'Female only', 'sex'],
  ['Men only in the bunkhouse.', 'Men only', 'sex'],
  ['No women.', 'No women', 'sex'],
  ['Perfect for a single man.', 'Perfect for a single man', 'sex'],
  ['Ideal for a working woman.', 'Ideal for a working woman', 'sex'],
  ['Great for bachelors.', 'Great for bachelors', 'sex'],
  ['Basement man cave with a bar.', 'man cave', 'sex'],
  ['A she-shed in the garden.', 'she-shed', 'sex'],
  ['Gentlemen only on the second floor.', 'Gentlemen only', 'sex'],
  // handicap
  ['No wheelchairs in the lobby.', 'No wheelchairs', 'handicap'],
  ['Not suitable for the disabled.', 'Not suitable for the disabled', 'handicap'],
  ['Able-bodied buyers only.', 'Able-bodied', 'handicap'],
  ['Must be physically fit.', 'physically fit', 'handicap'],
  ['Must climb stairs daily.', 'Must climb stairs', 'handicap'],
  ['No mentally ill tenants.', 'No mentally ill', 'handicap'],
  ['Not for crippled people.', 'crippled', 'handicap'],
  ['No service animals.', 'No service animals', 'handicap'],
  ['Independent living only.', 'Independent living only', 'handicap'],
  ['Healthy persons only.', 'Healthy persons only', 'handicap'],
  ['Not accessible for wheelchairs, sorry.', 'Not accessible for wheelchairs', 'handicap'],
  // familial status
  ['Adults only building.', 'Adults only', 'familial status'],
  ['Adult-only complex by the lake.', 'Adult-only', 'familial status'],
  ['No children.', 'No children', 'familial status'],
  ['No kids, no pets.', 'No kids', 'familial status'],
  ['Children not allowed in the pool house.', 'Children not allowed', 'familial status'],
  ['Not suitable for children.', 'Not suitable for children', 'familial status'],
  ['One child max.', 'One child max', 'familial status'],
  ['No more than two children.', 'No more than two children', 'familial status'],
  ['Perfect for empty nesters.', 'Perfect for empty nesters', 'familial status'],
  ['Ideal for a couple.', 'Ideal for a couple', 'familial status'],
  ['Singles only.', 'Singles only', 'familial status'],
  ['Mature adults preferred.', 'Mature adults', 'familial status'],
  ['Perfect for young families.', 'Perfect for young families', 'familial status'],
  ['Family-friendly neighborhood.', 'Family-friendly neighborhood', 'familial status'],
  ['No pregnant women.', 'No pregnant women', 'familial status'],
  ['The ultimate bachelor pad.', 'bachelor pad', 'familial status'],
  ['Great for newlyweds.', 'Great for newlyweds', 'familial status'],
  ['No teenagers.', 'No teenagers', 'familial status'],
];

/** Ordinary listing sentences that must not be flagged. */
const ORDINARY = [
  'Spacious master bedroom with a walk-in closet.',
  'Within walking distance of shops and the light rail.',
  'Family room opens to the kitchen.',
  'This exclusive listing will not last.',
  'Single-family home on a quiet cul-de-sac.',
  'White shaker cabinets and black stainless appliances.',
  'French doors open to a private patio.',
  'Italian marble in the primary bath.',
  'Spanish-style roof tiles and a courtyard.',
  'English basement with a separate entrance.',
  'Mother-in-law suite over the garage.',
  'A true gentleman’s farm on ten acres.',
  'His and hers sinks in the en suite.',
  'Wheelchair ramp at the front door.',
  'Great view from the deck.',
  'Jogging trails behind the community pool.',
  'Near Saint Mark’s church and the farmers market.',
  'Walk to the Jewish Community Center and the library.',
  'Two bedrooms, two baths, and a den.',
  'Kids’ playroom in the finished basement.',
  'Mature trees and an irrigated lawn.',
  'Cozy fireplace in the living room.',
  'Close to the elementary school and the park.',
  'Gated community with 24-hour security.',
  'Private community dock and boat slips.',
  'Bachelor apartment with a kitchenette.',
  'Colored glass in the stairwell windows.',
  'Black Forest Drive, minutes from downtown.',
  'Traditional floor plan with a formal dining room.',
  'New roof in 2023 and a 2-car garage.',
  'Single-level living with no stairs to climb.',
  'A couple of blocks from the beach.',
  'Chinatown and Little Italy are ten minutes away.',
  'The family who built it kept every receipt.',
  'Deed-restricted parking for two cars.',
  // What the skeleton's folding (digits for letters, spaced letters, dots and slashes inside words) could misread.
  'Sunny 1 bed, 1 bath condo with in-unit laundry.',
  'Unit 4A faces the courtyard; unit 5B has the view.',
  'Christmas tree farm nearby.',
  'Kid-friendly park across the street.',
  'Schools rated a. b. c. on the district map.',
  'Offered at $499,900; HOA $250/mo.',
  'No HOA, no rental caps, no flood zone.',
  'Built in 1955, close to a 55+ community center.',
  'W/D hookups, 3 BR / 2 BA, and a 2-car garage.',
  'U.S. Route 1 and I-95 are minutes away.',
  'Modern corner unit; the agent was born and raised here.',
  'No kidding: the pantry is huge.',
  'Email jane@acme-realty.com or call 555-0134 for a showing.',
  'Apt. 3C on the 2nd floor, 10/10 condition.',
  'Listed by A B C Realty, Suite 7.',
  'An L-shaped kitchen with a breakfast bar.',
  'Hosts the 4th of July parade.',
  'Pool | spa | gym, and a 24/7 doorman.',
  'Man-made pond with a fountain.',
  'Childproof cabinet locks throughout.',
  'Bed &amp; breakfast zoning, <b>new roof</b>&nbsp;2021.',
  'Vaulted ceilings, 1,850 sq. ft., $1.5M.',
];

describe('fair-housing rules', () => {
  it('has at least 60 flagged sentences, covering every protected class', () => {
    expect(FLAGGED.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FLAGGED.map(([, , cls]) => cls))).toEqual(new Set(PROTECTED_CLASSES));
  });

  it.each(FLAGGED)('flags %j', (sentence, phrase, cls) => {
    const findings = checkText(sentence);
    const found = findings.find((f) => f.phrase === phrase);
    expect(found, JSON.stringify(findings)).toBeDefined();
    expect(ruleOf(found!.ruleId).class).toBe(cls);
  });

  it('has at least 30 ordinary sentences', () => expect(ORDINARY.length).toBeGreaterThanOrEqual(30));

  it.each(ORDINARY)('does not flag %j', (sentence) => {
    expect(checkText(sentence)).toEqual([]);
  });

  const mustNot = FAIR_HOUSING_RULES.flatMap((rule) => rule.mustNotFlag.map((sentence) => [rule.id, sentence] as const));
  it.each(mustNot)('rule %s leaves %j alone', (_id, sentence) => {
    expect(checkText(sentence)).toEqual([]);
  });

  it.each(FAIR_HOUSING_RULES.map((r) => [r.id, r] as const))(
    'rule %s is complete: why, rewordings, a named source, must-not sentences',
    (_id, rule) => {
      expect(rule.why).toMatch(/^[A-Z].*\.$/);
      expect(rule.why.split('. ')).toHaveLength(1);
      expect(rule.rewordings.length).toBeGreaterThan(0);
      expect(sourceOf(rule)).toMatch(/HUD|NAR/);
      expect(rule.mustNotFlag.length).toBeGreaterThan(0);
      // A rewording must not itself be flagged.
      for (const r of rule.rewordings) expect(checkText(r)).toEqual([]);
    },
  );

  it.each(FAIR_HOUSING_RULES.map((r) => [r.id, r] as const))(
    'rule %s matches the skeleton: examples, no hyphen, no capital',
    (_id, rule) => {
      expect(rule.examples.length).toBeGreaterThan(0);
      for (const example of rule.examples) expect(checkText(example).map((f) => f.ruleId)).toContain(rule.id);
      // The skeleton has neither: a pattern with one would never match.
      expect(rule.pattern).not.toMatch(/[-A-Z]/);
    },
  );

  it('rule ids are unique', () => {
    expect(new Set(FAIR_HOUSING_RULES.map((r) => r.id)).size).toBe(FAIR_HOUSING_RULES.length);
  });
});

describe('checkText', () => {
  it('matches whole words only, in any case and across line breaks', () => {
    expect(checkText('ADULTS ONLY')).toHaveLength(1);
    expect(checkText('adults\nonly')).toHaveLength(1);
    expect(checkText('nochildren')).toEqual([]);
    expect(checkText('manly caveat')).toEqual([]);
  });

  it('gives offsets that slice the phrase out of the text, in reading order', () => {
    const text = 'Sunny. No kids. Perfect for empty nesters.';
    const findings = checkText(text);
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual(['No kids', 'Perfect for empty nesters']);
  });

  it('keeps one finding where two rules overlap', () => {
    expect(checkText('No children, adults only')).toHaveLength(2);
  });
});

describe('checkText reads the text as a buyer sees it', () => {
  // Each trick looks like 'adults only' (or another flagged phrase) on a screen, and each passed Block before.
  const TRICKS: Array<[what: string, text: string]> = [
    ['two spaces inside a [- ] class', 'Welcome. adults  only.'],
    ['a tab and a line break', 'adults\t\nonly'],
    ['a no-break space', 'adults\u00a0only'],
    ['a zero-width space inside a word', 'adu\u200blts only'],
    ['a zero-width space between the words', 'adults\u200b only'],
    ['a zero-width joiner', 'ad\u200dults only'],
    ['a zero-width non-joiner', 'adul\u200cts only'],
    ['a word joiner', 'adults\u2060 only'],
    ['a soft hyphen', 'adu\u00adlts only'],
    ['a byte-order mark', 'a\ufeffdults only'],
    ['a Cyrillic a', '\u0430dults only'],
    ['Cyrillic o and e', 'n\u043e childr\u0435n'],
    ['a Greek omicron', 'n\u03bf kids'],
    ['full-width letters', '\uff41\uff44\uff55\uff4c\uff54\uff53 only'],
    ['two spaces in another rule', 'god  fearing neighbors'],
    ['a soft hyphen in a hyphenated phrase', 'English-spea\u00adking only'],
    ['a Cyrillic capital', '\u0415mpty nesters welcome'],
  ];

  it.each(TRICKS)('flags %s', (_what, text) => {
    const findings = checkText(text);
    expect(findings, JSON.stringify(text)).toHaveLength(1);
    expect(findings[0]?.level).toBe('flag');
    expect(blocks('block', findings)).toBe(true);
  });

  it('gives the phrase as written, with its offsets in the text as written', () => {
    const text = 'Sunny.  Adu\u200blts   only here.';
    const [finding] = checkText(text);
    expect(finding?.phrase).toBe('Adu\u200blts   only');
    expect(text.slice(finding?.start, finding?.end)).toBe(finding?.phrase);
    expect(reword(text, finding!, 'all ages welcome')).toBe('Sunny.  All ages welcome here.');
  });

  it('the skeleton keeps where each character came from', () => {
    const { read, from, to } = skeleton('a\u200b\u0432  \uff43');
    expect(read).toBe('ab c');
    expect(from).toEqual([0, 2, 3, 5]);
    expect(to).toEqual([1, 3, 5, 6]);
  });

  it('leaves ordinary text of other scripts alone', () => {
    expect(checkText('Уютный дом рядом с парком')).toEqual([]);
    expect(checkText('Καλό σπίτι κοντά στο πάρκο')).toEqual([]);
  });
});

describe('the skeleton', () => {
  const read = (text: string) => skeleton(text).read;

  it('decodes HTML once, as a browser shows it, and drops tags; a line-breaking tag is a space', () => {
    expect(read('no&nbsp;kids&#32;or&#x20;teens&#150;ok')).toBe('no klds or teens ok');
    expect(read('adu<b></b>lts<!-- x --> <span class="y">only</span>')).toBe('adults only');
    expect(read('adults<br>only')).toBe('adults only');
    expect(checkText('Quiet building <adults only>')).toHaveLength(1);
    expect(read('&amp;nbsp; &hearts; &bogus;')).toBe('&amp;nbsp; &hearts; &bogus;');
    expect(read('&lt;b&gt; 3 < 4 > 2')).toBe('&lt;b&gt; 3 < 4 > 2');
    expect(read('&aacute;&Ocy;&#x1D41A;')).toBe('aoa');
  });

  it('drops marks and every default-ignorable character; the braille blank is a space', () => {
    expect(read('adu\u0301lts')).toBe('adults');
    for (const ch of [
      '\u034f',
      '\u115f',
      '\u1160',
      '\u3164',
      '\uffa0',
      '\ufe00',
      '\ufe0f',
      '\u{e0041}',
      '\u200b',
      '\u00ad',
      '\u2060',
      '\u180e',
      '\u061c',
    ]) {
      expect(read(`adu${ch}lts`), ch.codePointAt(0)!.toString(16)).toBe('adults');
    }
    expect(read('adults\u2800only')).toBe('adults only');
  });

  it('folds look-alikes by Unicode’s confusables, and i with l', () => {
    expect(read('\u0251\u1d00\u0430\u03b1')).toBe('aaaa');
    expect(read('\u0585\u03bf\u043e')).toBe('ooo');
    expect(read('onIy INDEPENDENT living')).toBe('only lndependent llvlng');
    expect(read('rnen')).toBe('men');
  });

  it('reads dashes, connectors and a dot or slash between letters as a space, and leaves numbers alone', () => {
    expect(read('ab\u2013cd\u2014ef\u2010gh\u2011jk\u2212mn_op.qr/st')).toBe('ab cd ef gh jk mn op qr st');
    expect(read('2.5 baths, 3/2, $1,200.00')).toBe('2.5 baths, 3/2, $1,200.00');
  });

  it('joins spaced-out letters, not abbreviations or numbers', () => {
    expect(read('a d u l t s only')).toBe('adults only');
    expect(read('n o  k i d s')).toBe('no klds');
    expect(read('a. b. c. 3 2 1')).toBe('a. b. c. 3 2 1');
  });

  it('reads digits and symbols as letters only inside a word with letters', () => {
    expect(read('adu1ts n0 k1d$ @dult5 adu|ts')).toBe('adults no klds adults adults');
    expect(read('55+ 1 bed 4 kids $500')).toBe('55+ 1 bed 4 klds $500');
  });

  it('keeps offsets into the text as written through every step', () => {
    const text = 'Sunny. <b>A</b>&#100;u1ts&nbsp;\u200bo n l y!';
    const [finding] = checkText(text);
    expect(finding?.phrase).toBe('A</b>&#100;u1ts&nbsp;\u200bo n l y');
    expect(text.slice(finding!.start, finding!.end)).toBe(finding!.phrase);
  });
});

describe('fieldFindings and blocks', () => {
  it('names the field of each finding and skips empty ones', () => {
    const found = fieldFindings({ title: 'Adults only open house', subtitle: '', text: undefined, body: 'No kids' });
    expect(found.map((f) => [f.field, f.phrase])).toEqual([
      ['title', 'Adults only'],
      ['body', 'No kids'],
    ]);
  });

  it('Block refuses a flag; a note alone never blocks; Warn never blocks', () => {
    const flag = checkText('No kids');
    const note = checkText('Basement man cave');
    expect(note[0]?.level).toBe('note');
    expect(blocks('block', flag)).toBe(true);
    expect(blocks('block', note)).toBe(false);
    expect(blocks('warn', flag)).toBe(false);
  });
});

describe('reword', () => {
  it('replaces the phrase and keeps the first letter’s case', () => {
    const text = 'Adults only. Perfect for empty nesters.';
    const [first, second] = checkText(text);
    expect(reword(text, first!, ruleOf(first!.ruleId).rewordings[0]!)).toBe('Quiet setting. Perfect for empty nesters.');
    expect(reword(text, second!, 'low-maintenance living')).toBe('Adults only. Low-maintenance living.');
    expect(reword('sunny and no kids', checkText('sunny and no kids')[0]!, 'quiet setting')).toBe('sunny and quiet setting');
  });

  it('a rewording clears the finding it replaces', () => {
    for (const [sentence] of FLAGGED) {
      const [first] = checkText(sentence);
      const next = reword(sentence, first!, ruleOf(first!.ruleId).rewordings[0]!);
      expect(checkText(next).some((f) => f.start === first!.start && f.ruleId === first!.ruleId)).toBe(false);
    }
  });
});
