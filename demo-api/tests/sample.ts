import { PNG_BYTES, type CallOptions, type TestApi } from './helpers';

/** One valid call of a contract endpoint, as a suitable demo account (demo-api/tests/contract.test.ts). */
export type Sample = {
  as?: string | ((t: TestApi) => string);
  mode?: 'agent' | 'manager';
  input?: Record<string, unknown> | ((t: TestApi) => Promise<Record<string, unknown>> | Record<string, unknown>);
  files?: CallOptions['files'];
};

/** Rows of the seeded database the samples of several areas pick from. */
export const firstId = (t: TestApi, sql: string) => (t.db().prepare(sql).get() as { id: number }).id;
export const plainAgent = (t: TestApi, n = 0) =>
  firstId(
    t,
    `SELECT id FROM users WHERE stack_id = 'acme' AND email LIKE '%@acmerealty.test' AND self_provisioned = 0 ORDER BY id LIMIT 1 OFFSET ${n}`,
  );
export const endUserId = (t: TestApi, email: string) => firstId(t, `SELECT id FROM end_users WHERE email = '${email}'`);
export const buyerId = (t: TestApi) => endUserId(t, 'buyer@acme.test');
export const png = { file: { name: 'photo.png', type: 'image/png', bytes: PNG_BYTES } };
