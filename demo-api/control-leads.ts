import { Hono } from 'hono';
import { z } from 'zod';
import { agentReply } from './areas/chat/reply';
import { ActivityInput, recordActivity } from './areas/users/activity';
import { SignupInput, signUp } from './areas/users/signup';
import { badRequest, notFound } from './http/errors';
import { jsonBody } from './http/json-body';
import { nowSeconds, type Runtime } from './runtime';
import type { DropRule } from './webhooks';

const ReplyInput = z.object({
  stack_id: z.string().min(1).max(100),
  user_id: z.number().int().positive(),
  agent_id: z.number().int().positive(),
  text: z.string().trim().min(1).max(2000),
});

const DropInput = z.object({
  count: z.number().int().min(0).max(100_000).optional(),
  ratio: z.number().min(0).max(1).optional(),
  stack_id: z.string().min(1).max(100).optional(),
});

const Id = z.coerce.number().int().positive();

const dropOut = (d: DropRule | null) => d && { count: d.count, ratio: d.ratio, stack_id: d.stackId };

/**
 * Control routes for speed to lead: sign-ups as the app makes them, an end user's activity (a view, a
 * favorite, a showing request, a return), the user webhooks they cause (and losing some on purpose),
 * and an agent's first touch made outside the dashboard (a chat reply).
 */
export function leadRoutes(rt: Runtime): Hono {
  const demo = new Hono();

  demo.post('/__demo/signup', async (c) => c.json(await signUp(rt, await jsonBody(c, SignupInput)), 201));

  demo.post('/__demo/activity', async (c) => c.json(await recordActivity(rt, await jsonBody(c, ActivityInput)), 201));

  demo.post('/__demo/chat/reply', async (c) => {
    const input = await jsonBody(c, ReplyInput);
    const reply = agentReply(rt.store, {
      stackId: input.stack_id,
      userId: input.user_id,
      agentId: input.agent_id,
      text: input.text,
      time: nowSeconds(),
    });
    return c.json({ ok: true, ...reply }, 201);
  });

  demo.get('/__demo/webhooks/deliveries', (c) => {
    const stackId = c.req.query('stack_id') || undefined;
    const user = c.req.query('user_id');
    const userId = user === undefined ? undefined : Id.safeParse(user).data;
    if (user !== undefined && userId === undefined) throw badRequest('user_id must be a positive integer.');
    if (stackId !== undefined && !rt.store.app(stackId)) throw notFound(`No app ${stackId}`);
    return c.json({ deliveries: rt.webhooks.list({ stackId, userId }) });
  });

  demo.get('/__demo/webhooks/drop', (c) => c.json({ drop: dropOut(rt.webhooks.dropRule()) }));

  demo.post('/__demo/webhooks/drop', async (c) => {
    const input = await jsonBody(c, DropInput);
    if (input.count === undefined && input.ratio === undefined)
      throw badRequest('Give count (the next n deliveries) or ratio (0 to 1), or both.');
    if (input.stack_id !== undefined && !rt.store.app(input.stack_id)) throw notFound(`No app ${input.stack_id}`);
    const drop = rt.webhooks.setDrop({ count: input.count ?? 0, ratio: input.ratio ?? 0, stackId: input.stack_id ?? null });
    return c.json({ ok: true, drop: dropOut(drop) });
  });

  demo.delete('/__demo/webhooks/drop', (c) => {
    rt.webhooks.clearDrop();
    return c.json({ ok: true });
  });

  return demo;
}
