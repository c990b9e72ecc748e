import { createHmac, randomBytes } from 'node:crypto';
import type { IntegrationInfo } from '@/server/upstream/contract/integrations';
import { demoNow } from '../../clock';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { forbidden } from '../../http/errors';

type Row = {
  id: number;
  name: string | null;
  api_url: string | null;
  api_key: string | null;
  username: string | null;
  password: string | null;
  site_id: string | null;
  active: number;
  sync_checked: number;
  error: string | null;
  saved_at: number;
  stuck: number;
};

/** How long the demo's credential check takes, on the demo clock. */
export const CHECK_SECONDS = 4;
/** Managed by their provider: read here, never set here. */
const MANAGED = new Set(['realgeeks', 'moxi', 'deltawin', 'moxiworks']);

const EMPTY: IntegrationInfo = {
  name: null,
  api_url: null,
  api_key: null,
  username: null,
  password: null,
  site_id: null,
  active: 0,
  sync_checked: 0,
  error: null,
};

function ownerOf(ctx: Ctx, agent: boolean): number | null {
  if (!agent) return null;
  const toggles = JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;
  if (ctx.caller.role !== 'agent' || !toggles.integrationsAgentEnabled)
    throw forbidden('Agent CRM integrations are not enabled for this app.');
  return ctx.caller.user.id;
}

/** The row at the demo clock's now: a due check is done (credentials with 'bad' in them fail it). */
function current(ctx: Ctx, agentId: number | null): IntegrationInfo {
  const row = ctx.store.get<Row>('SELECT * FROM integrations WHERE stack_id = ? AND agent_id IS ?', [ctx.caller.app.stack_id, agentId]);
  if (!row) return EMPTY;
  if (
    row.active === 1 &&
    row.sync_checked === 0 &&
    row.error === null &&
    row.stuck === 0 &&
    demoNow(ctx.store) >= row.saved_at + CHECK_SECONDS
  ) {
    const bad = [row.api_key, row.username, row.password, row.api_url].some((v) => (v ?? '').toLowerCase().includes('bad'));
    ctx.store.run('UPDATE integrations SET sync_checked = ?, error = ? WHERE id = ?', [
      bad ? 0 : 1,
      bad ? 'The CRM refused these credentials.' : null,
      row.id,
    ]);
    return current(ctx, agentId);
  }
  const { id: _id, saved_at: _s, stuck: _st, ...info } = row;
  return info;
}

function save(
  ctx: Ctx,
  agentId: number | null,
  input: { name: string | null; api_url: string; api_key: string; username: string; password: string; active: 0 | 1 },
): IntegrationInfo {
  const existing = current(ctx, agentId);
  if (existing.name && MANAGED.has(existing.name)) throw forbidden(`${existing.name} manages this integration.`);
  if (input.name && MANAGED.has(input.name)) throw forbidden(`${input.name} integrations are set up by the provider.`);
  const none = !input.name || input.name === 'none';
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  ctx.store.run(
    `INSERT INTO integrations (stack_id, agent_id, name, api_url, api_key, username, password, site_id, active, sync_checked, error, saved_at, stuck)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, NULL, ?, 0)
     ON CONFLICT (stack_id, IFNULL(agent_id, 0)) DO UPDATE SET name = excluded.name, api_url = excluded.api_url, api_key = excluded.api_key,
       username = excluded.username, password = excluded.password, active = excluded.active, sync_checked = 0, error = NULL, saved_at = excluded.saved_at, stuck = 0`,
    [
      ctx.caller.app.stack_id,
      agentId,
      none ? null : input.name,
      blank(input.api_url),
      blank(input.api_key),
      blank(input.username),
      blank(input.password),
      none ? 0 : input.active,
      demoNow(ctx.store),
    ],
  );
  return current(ctx, agentId);
}

const TOKEN_SECRET = randomBytes(32);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export const integrationHandlers: AreaHandlers<'integrations'> = {
  getRolloutToken(_input, ctx) {
    const now = ctx.now();
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: ctx.caller.app.stack_id, uid: ctx.caller.user.id, iat: now, exp: now + 600, aud: 'crm-widget' })}`;
    return { jwt: `${body}.${createHmac('sha256', TOKEN_SECRET).update(body).digest('base64url')}` };
  },
  saveRolloutKey(input, ctx) {
    ctx.store.run(
      `INSERT INTO rollout_keys (stack_id, app_key, connection_id, deleted, saved_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (stack_id) DO UPDATE SET app_key = excluded.app_key, connection_id = excluded.connection_id, deleted = excluded.deleted, saved_at = excluded.saved_at`,
      [ctx.caller.app.stack_id, input.app_key, input.connection_id, input.deleted, ctx.now()],
    );
    return { ok: true as const, connected: input.deleted === 0 };
  },
  getIntegration: (_input, ctx) => ({ info: current(ctx, ownerOf(ctx, false)) }),
  saveIntegration: (input, ctx) => ({ info: save(ctx, ownerOf(ctx, false), input) }),
  getAgentIntegration: (_input, ctx) => ({ info: current(ctx, ownerOf(ctx, true)) }),
  saveAgentIntegration: (input, ctx) => ({ info: save(ctx, ownerOf(ctx, true), input) }),
};
