import { z } from 'zod';
import { FAIR_HOUSING_MODES } from '@/lib/fair-housing/check';

/** POST /api/settings/fair-housing: the brokerage's mode. */
export const FairHousingModeInput = z.strictObject({ mode: z.enum(FAIR_HOUSING_MODES) });
