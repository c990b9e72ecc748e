// Types of postgres.mjs for the TypeScript that imports it (tests/integration/audit-store.test.ts).
export function postgresBin(): string | null;
export class TestPostgres {
  constructor(dir: string, port: number);
  readonly dir: string;
  readonly port: number;
  readonly url: string;
  init(): this;
  start(): this;
  stop(): void;
  remove(): void;
}
export function auditedCreations(url: string): Promise<number[]>;
