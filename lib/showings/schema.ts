import { z } from 'zod';
import { idParams } from '@/lib/forms/route-params';
import { COUNTER_RULES } from '@/lib/showings/check';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/** The showings route handlers' schemas (the copies that count). */
export const ShowingParams = idParams('showingId');

const UTC_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:00$/;
export const AcceptInput = z.strictObject({ offerId: z.number().int().positive().max(2_147_483_647), time: z.string().regex(UTC_TIME) });
export type AcceptInput = z.output<typeof AcceptInput>;

export const CounterInput = fieldsSchema(COUNTER_RULES);
export type CounterInput = z.output<typeof CounterInput>;

export const ShowingUserQuery = z.object({ q: z.string().trim().min(2).max(100) });
