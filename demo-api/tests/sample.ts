import type { CallOptions, TestApi } from './helpers';

/** One valid call of a contract endpoint, as a suitable demo account (demo-api/tests/contract.test.ts). */
export type Sample = {
  as?: string | ((t: TestApi) => string);
  mode?: 'agent' | 'manager';
  input?: Record<string, unknown> | ((t: TestApi) => Promise<Record<string, unknown>> | Record<string, unknown>);
  files?: CallOptions['files'];
};
