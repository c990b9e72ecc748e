/**
 * Fair-housing words, as data. Each rule is a phrase pattern (matched on the text's skeleton, whole
 * words only, with its inflections and spellings written into the pattern), the protected class it
 * touches, why in one sentence, neutral rewordings, and where the guidance comes from.
 *
 * Conservative on purpose: a word that is risky only in some uses ('master bedroom', 'walking
 * distance', 'family room', 'exclusive listing') is not flagged; a phrase that is usually but not
 * always a problem is a 'note' (softer). Every rule lists sentences it must not flag
 * (tests/unit/fair-housing.test.ts runs them). Not legal advice: the brokerage's own review stands.
 */

export const PROTECTED_CLASSES = ['race', 'color', 'religion', 'sex', 'handicap', 'familial status', 'national origin'] as const;
export type ProtectedClass = (typeof PROTECTED_CLASSES)[number];

export const SOURCES = {
  hud: "HUD's advertising guidance (the 1995 memorandum on section 804(c) of the Fair Housing Act, and 24 CFR 100.75)",
  nar: "NAR's fair-housing list of words and phrases to avoid in advertising",
} as const;
export type SourceKey = keyof typeof SOURCES;

export interface FairHousingRule {
  /** Stable name, used in answers and tests. */
  id: string;
  /**
   * A regular-expression source without flags or word boundaries (the check adds both), matched against
   * the text's skeleton: lower case, and a dash, connector or run of blanks is one space, so a space
   * stands for all of them. No hyphens, no capitals.
   */
  pattern: string;
  /** Phrases it flags as a listing would write them; the tests spell each out in every way the skeleton reads. */
  examples: readonly string[];
  class: ProtectedClass;
  /** 'flag': states a preference on its face; 'note': usually one, so worth a second look. */
  level: 'flag' | 'note';
  why: string;
  /** Neutral wordings that replace the phrase in one click, best first. */
  rewordings: readonly string[];
  source: SourceKey;
  /** Ordinary sentences this rule must leave alone. */
  mustNotFlag: readonly string[];
}

const RACES = 'white|black|caucasian|asian|hispanic|latino|latina|latinx';
const PEOPLE = 'only|neighbou?rhoods?|communit(?:y|ies)|famil(?:y|ies)|buyers?|tenants?|renters?|residents?|people|folks?|owners?';
const RELIGIONS = 'christian|jewish|jew|muslim|moslem|islamic|catholic|protestant|hindu|buddhist|mormon|sikh|evangelical';
/** Children and young people, as an advertisement that shuts them out names them. */
const YOUNG = '(?:kids?|children|child|minors|teens?|teenagers?|babies|infants|toddlers)'; // not 'minor': 'no minor repairs'
const ORIGINS =
  'mexican|chinese|japanese|korean|indian|pakistani|arab|arabic|irish|italian|polish|russian|african|european|american|filipino|vietnamese|cuban|puerto rican|haitian|somali';

export const FAIR_HOUSING_RULES: readonly FairHousingRule[] = [
  // Race and colour
  {
    id: 'race-of-people',
    pattern: `(?:${RACES})s? (?:${PEOPLE})`,
    examples: ['white families', 'Black buyers', 'Asian community'],
    class: 'race',
    level: 'flag',
    why: 'Describing the buyers, tenants or neighbours by race states a racial preference.',
    rewordings: ['welcoming', 'neighborhood'],
    source: 'hud',
    mustNotFlag: [
      'White oak floors and black granite counters throughout.',
      'Fresh white paint and a black iron fence.',
      'Near the Black Hills trailhead.',
    ],
  },
  {
    id: 'caucasian',
    pattern: 'caucasians?',
    examples: ['Caucasian'],
    class: 'race',
    level: 'flag',
    why: 'Naming a race in an advertisement implies a racial preference.',
    rewordings: ['everyone'],
    source: 'nar',
    mustNotFlag: ['Caucasus-inspired rugs stay with the home.'],
  },
  {
    id: 'non-white',
    pattern: 'non ?(?:whites?|blacks?|minorit(?:y|ies))|no minorities',
    examples: ['non-white', 'no minorities'],
    class: 'race',
    level: 'flag',
    why: 'Excluding people by race is a stated racial preference.',
    rewordings: ['everyone'],
    source: 'hud',
    mustNotFlag: ['Non-smoking home with white trim.'],
  },
  {
    id: 'colored-people',
    pattern: 'colou?red (?:people|persons?|folks?|families|tenants|buyers)',
    examples: ['colored people'],
    class: 'color',
    level: 'flag',
    why: 'Describing people by colour states a preference by colour.',
    rewordings: ['everyone'],
    source: 'hud',
    mustNotFlag: ['Colored glass windows in the stairwell.', 'Colorful gardens in every season.'],
  },
  {
    id: 'racial-mix',
    pattern:
      '(?:racially|ethnically) (?:mixed|diverse|integrated|homogeneous|pure)|(?:integrated|segregated) (?:neighbou?rhoods?|communit(?:y|ies)|areas?|buildings?|blocks?)|segregated',
    examples: ['racially mixed', 'integrated neighborhood'],
    class: 'race',
    level: 'flag',
    why: "Describing a neighbourhood's racial make-up steers buyers by race.",
    rewordings: ['established neighborhood'],
    source: 'hud',
    mustNotFlag: ['Integrated appliances and a diverse mix of shops nearby.'],
  },
  {
    id: 'ghetto',
    pattern: 'ghettos?|barrios?',
    examples: ['ghetto', 'barrio'],
    class: 'race',
    level: 'flag',
    why: 'Words that label an area by its residents’ race or origin steer buyers.',
    rewordings: ['neighborhood'],
    source: 'nar',
    mustNotFlag: ['Minutes from downtown shops.'],
  },
  {
    id: 'restricted-community',
    pattern: '(?:restricted|exclusive|traditional|board approved) (?:neighbou?rhoods?|communit(?:y|ies)|areas?|enclaves?)',
    examples: ['restricted community'],
    class: 'race',
    level: 'note',
    why: "HUD names 'restricted' and 'exclusive' neighbourhoods as words that have been used to signal who is not welcome.",
    rewordings: ['private neighborhood', 'gated community'],
    source: 'hud',
    mustNotFlag: [
      'This exclusive listing has deed-restricted parking.',
      'An exclusive offering in a quiet cul-de-sac.',
      'Traditional floor plan with a formal dining room.',
    ],
  },
  // National origin
  {
    id: 'origin-of-people',
    pattern: `(?:${ORIGINS})s? (?:${PEOPLE})`,
    examples: ['Mexican neighborhood', 'Chinese buyers'],
    class: 'national origin',
    level: 'flag',
    why: 'Describing buyers, tenants or neighbours by national origin states a preference by origin.',
    rewordings: ['neighborhood', 'welcoming'],
    source: 'hud',
    mustNotFlag: [
      'French doors, Italian marble and Spanish tile.',
      'A Dutch colonial with an English garden.',
      'Walk to Chinatown and Little Italy.',
      'Mexican tile in the mudroom.',
    ],
  },
  {
    id: 'english-only',
    pattern: 'english speaking(?: only)?|english only|must speak english|speaks? english only',
    examples: ['English-speaking', 'must speak English'],
    class: 'national origin',
    level: 'flag',
    why: 'Requiring a language excludes people by national origin.',
    rewordings: ['all are welcome'],
    source: 'hud',
    mustNotFlag: ['An English garden and a Tudor facade.', 'English basement with its own entrance.'],
  },
  {
    id: 'foreigners',
    pattern: 'foreigners?|immigrants?|illegal aliens?|(?:us\\.?|american) citizens? only|citizens only|no foreign (?:buyers|nationals)',
    examples: ['foreigners', 'U.S. citizens only'],
    class: 'national origin',
    level: 'flag',
    why: 'Excluding or singling out people by citizenship or birthplace is a preference by national origin.',
    rewordings: ['all buyers', 'everyone'],
    source: 'nar',
    mustNotFlag: ['Foreign-made appliances? No: all Bosch.', 'Near the Citizens Bank branch.'],
  },
  {
    id: 'ethnic-area',
    pattern: 'ethnic (?:neighbou?rhoods?|communit(?:y|ies)|areas?|enclaves?|people|families)',
    examples: ['ethnic neighborhood'],
    class: 'national origin',
    level: 'flag',
    why: 'Labelling an area or people as ethnic steers buyers by national origin.',
    rewordings: ['neighborhood'],
    source: 'nar',
    mustNotFlag: ['Ethnic restaurants line Main Street.'],
  },
  // Religion
  {
    id: 'religion-of-people',
    pattern: `(?:${RELIGIONS})s? (?:only|homes?|areas?|${PEOPLE})(?! (?:center|centre|school|hospital|church|college|university))`,
    examples: ['Christian home', 'Christian neighborhood', 'Christian area', 'Jewish families'],
    class: 'religion',
    level: 'flag',
    why: 'Describing buyers, neighbours or a home by religion states a religious preference.',
    rewordings: ['welcoming', 'neighborhood'],
    source: 'hud',
    mustNotFlag: [
      'Walk to the Jewish Community Center.',
      'Near Saint Mary Catholic School.',
      'Two blocks from the Christian Family Church.',
      'Christmas tree farm nearby.',
    ],
  },
  {
    id: 'churchgoing',
    pattern: 'god ?fearing|church ?going|churchgoers?|bible believing|born again (?:buyers?|famil(?:y|ies)|christians?)',
    examples: ['God-fearing', 'churchgoers'],
    class: 'religion',
    level: 'flag',
    why: 'Describing the people wanted by their faith is a religious preference.',
    rewordings: ['welcoming'],
    source: 'nar',
    mustNotFlag: ['Two blocks from St. Anne’s church.', 'Converted church with soaring ceilings.'],
  },
  {
    id: 'near-worship',
    pattern: '(?:near|close to|walk to|steps from|minutes from) (?:the )?(?:churches|synagogues|mosques|temples|parishes)',
    examples: ['near churches'],
    class: 'religion',
    level: 'note',
    why: 'Plural houses of worship as a selling point can suggest who the buyer should be; name a landmark instead.',
    rewordings: ['near local landmarks'],
    source: 'nar',
    mustNotFlag: ['Across from Grace Church’s park.', 'Walk to the temple district’s shops.'],
  },
  // Sex
  {
    id: 'one-sex',
    pattern: '(?:male|female|men|women|man|woman|males|females|gentlem[ae]n|lad(?:y|ies)|boys?|girls?) only|no (?:men|women|males|females)',
    examples: ['female only', 'no men'],
    class: 'sex',
    level: 'flag',
    why: 'Limiting who may buy or rent by sex states a preference by sex.',
    rewordings: ['all buyers'],
    source: 'hud',
    mustNotFlag: [
      'Mother-in-law suite over the garage.',
      'A true gentleman’s farm on ten acres.',
      'His and hers closets in the master bedroom.',
    ],
  },
  {
    id: 'single-sex-person',
    pattern:
      '(?:perfect|ideal|great|suitable) for (?:an? )?(?:single |working |professional |young )?(?:man|woman|men|women|gentlem[ae]n|lad(?:y|ies)|bachelors?|bachelorettes?|guys?|gals?)',
    examples: ['perfect for a single man'],
    class: 'sex',
    level: 'flag',
    why: 'Saying who the home suits by sex states a preference by sex.',
    rewordings: ['perfect for anyone', 'ideal for any buyer'],
    source: 'nar',
    mustNotFlag: ['Perfect for entertaining on the deck.', 'Bachelor-style studio with a loft bed.'],
  },
  {
    id: 'man-cave',
    pattern: 'man ?caves?|she ?sheds?',
    examples: ['man cave', 'she-shed'],
    class: 'sex',
    level: 'note',
    why: 'A room named for one sex can read as describing the buyer rather than the room.',
    rewordings: ['bonus room', 'hobby room'],
    source: 'nar',
    mustNotFlag: ['A finished basement with a wet bar.', 'Garden shed with power.'],
  },
  // Handicap (disability)
  {
    id: 'no-disability',
    pattern:
      'no (?:wheelchairs?|disabled|handicapped|cripples?|mentally ill|mental illness|guide dogs?|service animals?)|not (?:suitable|suited|accessible|ideal) for (?:the )?(?:disabled|handicapped|wheelchairs?|the elderly|blind|deaf)',
    examples: ['no wheelchairs', 'not suitable for the disabled'],
    class: 'handicap',
    level: 'flag',
    why: 'Excluding people with disabilities, or their aids, is a preference by handicap.',
    rewordings: ['has stairs to the entry', 'second-floor unit'],
    source: 'hud',
    mustNotFlag: ['Wheelchair ramp at the side entrance.', 'Walk-in closet and walk-in shower.', 'Great view from the jogging trails.'],
  },
  {
    id: 'able-bodied',
    pattern:
      'able bodied|physically (?:fit|able)|(?:healthy|sound) (?:persons?|people|tenants?|buyers?) only|must (?:be able to )?(?:climb|walk) (?:the )?stairs',
    examples: ['able-bodied', 'physically fit'],
    class: 'handicap',
    level: 'flag',
    why: 'Requiring a physical ability excludes people with disabilities.',
    rewordings: ['three flights of stairs', 'walk-up building'],
    source: 'hud',
    mustNotFlag: ['Within walking distance of the park.', 'Stairs lead to a private roof deck.'],
  },
  {
    id: 'disability-labels',
    pattern: 'crippled|cripples?|retarded|mentally (?:ill|handicapped|disabled|retarded)|lunatics?',
    examples: ['crippled'],
    class: 'handicap',
    level: 'flag',
    why: 'Words that label people by disability describe the residents, not the home.',
    rewordings: ['residents'],
    source: 'nar',
    mustNotFlag: ['An insanely good view? A great view of the bay.', 'Invalid offers are returned unopened.'],
  },
  {
    id: 'independent-only',
    pattern: '(?:independent|self sufficient) (?:living|persons?|people) only|must live independently',
    examples: ['independent living only'],
    class: 'handicap',
    level: 'flag',
    why: 'Requiring residents to live without help excludes people with disabilities.',
    rewordings: ['private residence'],
    source: 'hud',
    mustNotFlag: ['Independent heating and cooling in each unit.'],
  },
  // Familial status
  {
    id: 'adults-only',
    pattern:
      'adults? only|adult (?:community|living|building|complex)|(?:child|kid) ?free' +
      // 'no kid' and 'no teen' as well, but 'no kid-friendly park' describes a park
      `|no (?:pets?|dogs?|cats?|smoking|smokers)(?:,? (?:or|and|nor)|,) ${YOUNG}|no ${YOUNG}(?! friendly)` +
      '|(?:kids|children) (?:are )?not (?:allowed|permitted|welcome)',
    examples: ['adults only', 'no children', 'no kid', 'no teen', 'no pets or kids', 'children are not allowed', 'child-free'],
    class: 'familial status',
    level: 'flag',
    why: 'Excluding children is discrimination by familial status (housing for older persons aside).',
    rewordings: ['quiet setting', 'all are welcome'],
    source: 'hud',
    mustNotFlag: [
      'Children’s play area by the pool.',
      'Kids will love the big backyard.',
      'Near the adult education center.',
      'Kid-friendly park across the street.',
      'No kidding: the pantry is huge.',
      'No minor repairs needed.',
    ],
  },
  {
    id: 'not-for-children',
    pattern:
      'not (?:suitable|suited|safe|ideal|good) for (?:kids|children|families|a family)|unsuitable for (?:kids|children|families)|(?:one|1|two|2) child(?:ren)? (?:only|max(?:imum)?)|no more than (?:one|two|1|2) (?:child|children|kids)',
    examples: ['not suitable for children', 'one child max'],
    class: 'familial status',
    level: 'flag',
    why: 'Discouraging or limiting children is discrimination by familial status.',
    rewordings: ['pool is not fenced', 'steep stairs'],
    source: 'hud',
    mustNotFlag: ['Children’s park across the street.', 'Two-bedroom condo with a den.'],
  },
  {
    id: 'singles-couples',
    pattern:
      '(?:singles?|couples?|newlyweds|married couples?) only|(?:perfect|ideal|great|suitable) for (?:a )?(?:singles?|single persons?|couples?|a couple|newlyweds|empty nesters|retirees|seniors)|empty nesters?',
    examples: ['singles only', 'empty nesters'],
    class: 'familial status',
    level: 'flag',
    why: 'Saying the home is for singles, couples or empty-nesters tells families with children they are not wanted.',
    rewordings: ['low-maintenance living', 'single-level living'],
    source: 'nar',
    mustNotFlag: ['Single-family home on a corner lot.', 'A couple of blocks from the beach.', 'Single-level living with no stairs.'],
  },
  {
    id: 'mature-people',
    pattern:
      'mature (?:persons?|people|adults?|couples?|individuals?|tenants?|buyers?)|no (?:young|younger) (?:people|persons|couples|families)',
    examples: ['mature adults'],
    class: 'familial status',
    level: 'flag',
    why: 'Asking for mature people discourages families with children.',
    rewordings: ['quiet building'],
    source: 'nar',
    mustNotFlag: ['Mature trees shade the lot.', 'Mature landscaping and a koi pond.'],
  },
  {
    id: 'families-preferred',
    pattern:
      '(?:perfect|ideal|great|suitable) for (?:young |growing |large |big )?families|family friendly (?:neighbou?rhood|community|street|area)|(?:young|growing) families (?:only|wanted|preferred)',
    examples: ['perfect for young families'],
    class: 'familial status',
    level: 'note',
    why: 'Aiming a home at families with children states a preference by familial status; describe the space instead.',
    rewordings: ['spacious', 'room to grow'],
    source: 'nar',
    mustNotFlag: [
      'Family room with a gas fireplace.',
      'Single-family home with a fenced yard.',
      'The family who built it kept every receipt.',
    ],
  },
  {
    id: 'pregnant',
    pattern: 'no (?:pregnant (?:women|tenants|buyers)|expecting (?:mothers|parents|couples))',
    examples: ['no pregnant women'],
    class: 'familial status',
    level: 'flag',
    why: 'Pregnancy is part of familial status under the Fair Housing Act.',
    rewordings: ['all are welcome'],
    source: 'hud',
    mustNotFlag: ['Expect to be impressed by the kitchen.'],
  },
  {
    id: 'bachelor-pad',
    pattern: 'bachelor pads?|bachelorette pads?',
    examples: ['bachelor pad'],
    class: 'familial status',
    level: 'note',
    why: 'A bachelor pad describes the buyer (single, no children) rather than the home.',
    rewordings: ['studio', 'open-plan condo'],
    source: 'nar',
    mustNotFlag: ['Bachelor apartment with a kitchenette.'],
  },
];
