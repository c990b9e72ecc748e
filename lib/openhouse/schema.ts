import type { z } from 'zod';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { KIOSK_MESSAGE_RULES } from '@/lib/openhouse/check';

/** The open house route handler's schema (the copy that counts), built from lib/openhouse/check.ts's rules. */
export const KioskMessageInput = fieldsSchema(KIOSK_MESSAGE_RULES);
export type KioskMessageInput = z.output<typeof KioskMessageInput>;
