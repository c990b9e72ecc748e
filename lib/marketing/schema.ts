import { z } from 'zod';
import { MARKETING_EVENTS } from '@/lib/marketing/rules';

/** POST /api/marketing/events: the one analytics event the screen sends. */
export const MarketingEventInput = z.strictObject({ event: z.enum(MARKETING_EVENTS) });
export type MarketingEventInput = z.output<typeof MarketingEventInput>;
