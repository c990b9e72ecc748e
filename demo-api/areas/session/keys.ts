import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../db/rows';
import type { Ctx } from '../../handlers/context';

/** A new api key for one sign-in, revocable on its own by POST /logout. */
export function issueSessionKey(ctx: Ctx, user: UserRow): string {
  const key = `ds_${user.stack_id}_${randomBytes(24).toString('base64url')}`;
  ctx.store.run('INSERT INTO session_keys (api_key, user_id, created_at) VALUES (?, ?, ?)', [key, user.id, ctx.now()]);
  return key;
}
