import type { Store } from '../db/store';
import type { Rng } from '../prng';

/**
 * What seed steps hand on to later steps. A step names what it needs and what it gives; the seed runs
 * the steps in an order where every need was given before, so a dependency is stated, never implied
 * by the position of a call. A new area that only reads these needs no change here.
 */
export type SeedFacts = {
  /** The apps (stacks acme and bay) exist. */
  apps: true;
  /** Acme's offices: id by name. */
  offices: Map<string, number>;
  /** The documented demo accounts: user id by "stack|email". */
  accounts: Map<string, number>;
  /** The generated agents of each stack, in insertion order. */
  agents: { acme: number[]; bay: number[] };
  /** Listing keys, most popular first. */
  listings: string[];
  /** End users (with their activity) exist. */
  endUsers: true;
  /** The end users carry their tags (the system tags mark open house sign-ins and CSV imports). */
  tags: true;
};

export type FactName = keyof SeedFacts;

export type SeedCtx = {
  store: Store;
  /** The one random sequence of the seed: steps draw from it in their run order. */
  rng: Rng;
  /** Base time of the seed, in seconds. */
  now: number;
  /** A fact this step declared in `needs`. */
  get<F extends FactName>(fact: F): SeedFacts[F];
  /** Hand on a fact this step declared in `gives`. */
  give<F extends FactName>(fact: F, value: SeedFacts[F]): void;
};

export type SeedStep = {
  /** Unique across areas; errors name it. */
  name: string;
  needs?: readonly FactName[];
  gives?: readonly FactName[];
  run(ctx: SeedCtx): void;
};

/** The steps in run order: at each turn, the first listed step whose needs are all given. Throws naming an unmet need. */
export function orderSeedSteps(steps: readonly SeedStep[]): SeedStep[] {
  const given = new Set<FactName>();
  const left = [...steps];
  const order: SeedStep[] = [];
  while (left.length > 0) {
    const next = left.findIndex((s) => (s.needs ?? []).every((f) => given.has(f)));
    if (next < 0) {
      const unmet = left.map((s) => `${s.name} needs ${(s.needs ?? []).filter((f) => !given.has(f)).join(', ')}`);
      throw new Error(`demo-api: seed steps wait for facts no step gives: ${unmet.join('; ')}`);
    }
    const [step] = left.splice(next, 1) as [SeedStep];
    for (const f of step.gives ?? []) given.add(f);
    order.push(step);
  }
  return order;
}

/** Run ordered steps with one shared context; a step may read only what it needs and give only what it declares. */
export function runSeedSteps(steps: readonly SeedStep[], base: Pick<SeedCtx, 'store' | 'rng' | 'now'>): void {
  const facts = new Map<FactName, unknown>();
  for (const step of steps) {
    step.run({
      ...base,
      get: (fact) => {
        if (!(step.needs ?? []).includes(fact) || !facts.has(fact))
          throw new Error(`demo-api: seed step ${step.name} reads "${fact}" without needing it`);
        return facts.get(fact) as never;
      },
      give: (fact, value) => {
        if (!(step.gives ?? []).includes(fact)) throw new Error(`demo-api: seed step ${step.name} gives "${fact}" without declaring it`);
        facts.set(fact, value);
      },
    });
  }
}
