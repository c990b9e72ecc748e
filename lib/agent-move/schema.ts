import { z } from 'zod';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const MovePlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one'), agentId: Id }),
  z.object({ kind: z.literal('share'), officeId: Id.nullable() }),
  z.object({ kind: z.literal('leave') }),
]);

/** One call of the move: the plan, what follows the last batch, and the run its preview started (sealed by the server). */
export const MoveInput = z.object({
  plan: MovePlanSchema,
  then: z.enum(['delete', 'deactivate', 'none']),
  run: z.string().max(4096).nullable(),
});
export type MoveInput = z.infer<typeof MoveInput>;

/** The preview's query: the plan flattened (kind, agent, office). */
export const MovePreviewQuery = z
  .object({ kind: z.enum(['one', 'share', 'leave']), agent: Id.optional(), office: Id.optional() })
  .transform((q, ctx) => {
    if (q.kind === 'one') {
      if (q.agent === undefined) {
        ctx.addIssue({ code: 'custom', path: ['agent'], message: 'Choose an agent' });
        return z.NEVER;
      }
      return { kind: 'one' as const, agentId: q.agent };
    }
    if (q.kind === 'share') return { kind: 'share' as const, officeId: q.office ?? null };
    return { kind: 'leave' as const };
  });
