import type { z } from 'zod';
import { KIOSK_MESSAGE_RULES } from '@/lib/validation/openhouse-check';
import { fieldsSchema } from '@/lib/validation/rules-zod';

/** The open house route handler's schema (the copy that counts), built from lib/validation/openhouse-check.ts's rules. */
export const KioskMessageInput = fieldsSchema(KIOSK_MESSAGE_RULES);
export type KioskMessageInput = z.output<typeof KioskMessageInput>;
