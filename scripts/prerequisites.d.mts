// Types of prerequisites.mjs for the TypeScript that imports it (tests/unit/prerequisites.test.ts).
export const SYSTEM_CHROMIUM: string;
export function nginxBin(env?: Record<string, string | undefined>): string;

/** How the checks look at the machine; the test hands in fakes. */
export type Probes = {
  env: Record<string, string | undefined>;
  nodeVersion: string;
  exists(path: string): boolean;
  onPath(command: string): boolean;
  playwrightChromium(): string | Promise<string>;
  postgresBin(): string | null | Promise<string | null>;
  containerEngine():
    | { name: string; problem?: undefined }
    | { name?: undefined; problem: string }
    | Promise<{ name: string; problem?: undefined } | { name?: undefined; problem: string }>;
  baseImageUnbuildable(): boolean | Promise<boolean>;
};
export const machineProbes: Probes;

export type Prerequisite = {
  name: string;
  steps: string;
  packages: string[];
  install: string | null;
  check(probes: Probes): string | null | undefined | Promise<string | null | undefined>;
};
export const PREREQUISITES: Prerequisite[];

export type Missing = { name: string; steps: string; problem: string; install: string | null; packages: string[] };
export function missingPrerequisites(probes?: Probes, list?: Prerequisite[]): Promise<Missing[]>;
export function prerequisitesReport(missing: Missing[]): string;
