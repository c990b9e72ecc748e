// GET /api/routing/rules — the routing rules the caller configures, in order (a manager: their offices')
// PUT /api/routing/rules — replace them: an admin the whole list, a manager their offices' rules
import { NextResponse } from 'next/server';
import type { RulesResponse, RulesSaved } from '@/lib/routing/answers';
import { ROUTING_MSG, RULES_MAX_BYTES, rulesScope } from '@/lib/routing/rules';
import { rulesInputFor } from '@/lib/routing/schema';
import { guarded, type Ctx } from '@/server/http';
import { readRules, saveRules, visibleRules } from '@/server/routing/config';
import { routingScope } from '@/server/routing/scope';

export const GET = guarded({ action: 'routing.rulesRead' }, async ({ session, viewer }) => {
  const scope = await routingScope(session, viewer);
  return NextResponse.json<RulesResponse>({ rules: visibleRules(scope, await readRules(session.stackId)) });
});

export const PUT = guarded(
  { action: 'routing.rulesSave', body: ({ viewer }: Ctx) => rulesInputFor(rulesScope(viewer)), maxBytes: RULES_MAX_BYTES },
  async ({ session, body }) => {
    const rules = await saveRules(session, body.rules);
    return NextResponse.json<RulesSaved>({ rules, message: ROUTING_MSG.rulesSaved });
  },
);
